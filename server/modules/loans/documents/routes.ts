import { apiErrorSchema } from "@domain/api/envelope";
import {
  BORROWER_UPLOADS_LENDER_DOCUMENT,
  documentUploadFieldsSchema,
  kfsUploadFieldsSchema,
  LOAN_DOCUMENT_NOT_FOUND,
  loanDocumentListResponseSchema,
  loanDocumentSearchQuerySchema,
  loanDocumentUploadResponseSchema,
} from "@domain/api/loan-documents";
import { type DocumentType, isLenderIssued } from "@domain/enums/documents";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AccessPolicy } from "@server/auth/policy";
import { principalOf, tenancyOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { badRequest, VALIDATION_FAILED } from "@server/http/errors";
import { LOAN_READERS, LOAN_STAFF } from "../loan-access";
import { visibleKfs } from "../pdf/loan-pdfs";
import { readDocumentMultipart, type UploadedFile } from "./document-multipart";
import { storeLoanDocument, type DocumentOwner } from "./loan-document-records";
import {
  loanDocumentFile,
  namedDocuments,
  ownerForUpload,
  searchLoanDocuments,
} from "./loan-document-service";
import { sendFile } from "./send-file";

/** Staff (an NBFC user for its lender's loans) and a merchant for its own documents. */
const DOCUMENT_WRITERS = {
  userTypes: ["SUPER_ADMIN", "ADMIN", "OPS", "NBFC", "USER"],
} as const satisfies AccessPolicy;

const tags = ["user"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };
const NO_FILE = "Choose at least one file to upload";

/** The fields of a multipart form checked by a schema: 400 naming each bad field. */
function fieldsOf<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw badRequest(
    VALIDATION_FAILED,
    parsed.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })),
  );
}

/** Documents of loans and borrowers: upload (content-checked), search by type, and the files. */
export const loanDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = async (
    request: FastifyRequest,
    files: readonly UploadedFile[],
    documentType: DocumentType,
    owner: DocumentOwner,
    comment: string | undefined,
  ) => {
    if (files.length === 0) throw badRequest(NO_FILE, [{ field: "files", message: NO_FILE }]);
    const at = app.clock();
    const rows = await app.db.transaction(async (tx) => {
      const stored = [];
      for (const file of files)
        stored.push(
          await storeLoanDocument(tx, app.documents, {
            documentType,
            owner,
            fileName: file.fileName,
            mime: file.mime,
            bytes: file.bytes,
            origin: "UPLOADED",
            comment: comment ?? null,
            uploadedBy: principalOf(request).id,
            at,
          }),
        );
      return stored;
    });
    return ok(await namedDocuments(app.db, rows));
  };

  app.post(
    "/user/document/upload",
    {
      config: { access: DOCUMENT_WRITERS },
      schema: {
        tags,
        summary: "Upload documents of one type for a loan and/or a borrower (multipart; JPEG, PNG or PDF)",
        consumes: ["multipart/form-data"],
        response: { 200: loanDocumentUploadResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const form = await readDocumentMultipart(request, app.config.uploadLimitBytes);
      const fields = fieldsOf(documentUploadFieldsSchema, form.fields);
      const principal = principalOf(request);
      if (principal.kind === "MERCHANT" && isLenderIssued(fields.documentType))
        throw badRequest(BORROWER_UPLOADS_LENDER_DOCUMENT, [
          { field: "documentType", message: BORROWER_UPLOADS_LENDER_DOCUMENT },
        ]);
      const owner = await ownerForUpload(app.db, principal, fields);
      return store(request, form.files, fields.documentType, owner, fields.comment);
    },
  );

  app.post(
    "/user/kfs/upload",
    {
      config: { access: LOAN_STAFF },
      schema: {
        tags,
        summary:
          "Upload documents of a KFS version (multipart: kfsId, comment, docsUpload; JPEG, PNG or PDF)",
        consumes: ["multipart/form-data"],
        response: { 200: loanDocumentUploadResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const form = await readDocumentMultipart(request, app.config.uploadLimitBytes);
      const fields = fieldsOf(kfsUploadFieldsSchema, form.fields);
      const { kfs, loan } = await visibleKfs(app.db, tenancyOf(request), fields.kfsId);
      const owner = {
        loanId: loan.id,
        kfsVersionId: kfs.id,
        borrowerUserId: loan.borrowerUserId,
        lenderId: loan.lenderId,
        anchorId: loan.anchorId,
      };
      return store(request, form.files, "KFS", owner, fields.comment);
    },
  );

  const searches: [string, DocumentType | undefined, string][] = [
    ["/user/document/search", undefined, "Search the documents of loans and borrowers (any type)"],
    ["/user/loi/search", "LOI", "Search offer letters (LOI)"],
    ["/user/kfs/search", "KFS", "Search KFS documents"],
    ["/user/loanAgreement/search", "LOAN_AGREEMENT", "Search loan agreements"],
  ];
  for (const [url, fixedType, summary] of searches)
    app.get(
      url,
      {
        config: { access: LOAN_READERS },
        schema: {
          tags,
          summary,
          querystring: loanDocumentSearchQuerySchema,
          response: { 200: loanDocumentListResponseSchema, ...errors },
        },
      },
      async (request) => searchLoanDocuments(app.db, tenancyOf(request), request.query, fixedType),
    );

  app.get(
    "/user/document/:id/file",
    {
      config: { access: LOAN_READERS },
      schema: {
        tags,
        summary: "A document's file (served as stored, never sniffed)",
        params: z.object({ id: z.guid(LOAN_DOCUMENT_NOT_FOUND) }),
        response: errors,
      },
    },
    async (request, reply) => {
      const { row, bytes } = await loanDocumentFile(
        app.db,
        app.documents,
        tenancyOf(request),
        request.params.id,
      );
      return sendFile(reply, row.mime, row.fileName, bytes);
    },
  );
};
