import type { FastifyRequest } from "fastify";
import { LOAN_DOCUMENT_MAX_FILES } from "@domain/api/loan-documents";
import { deepTrim } from "@domain/payload/deep-trim";
import { unstorableTextReason } from "@domain/payload/payload-check";
import { MAX_UPLOAD_BYTES } from "@domain/schemas/file-fields";
import { fileTooLarge, fileTypes } from "@domain/schemas/form-messages";
import { ApiProblem, badRequest } from "@server/http/errors";
import {
  ACCEPTED_DOCUMENT_TYPES,
  detectDocumentType,
  type AcceptedDocumentMime,
} from "@server/integrations/storage/document-type";

export type UploadedFile = { field: string; fileName: string; mime: AcceptedDocumentMime; bytes: Buffer };
export type DocumentMultipart = { fields: Record<string, string>; files: UploadedFile[] };

const LABEL = "Document";
const TYPES_LABEL = "JPEG, PNG or PDF";
const NOT_MULTIPART = "Send the documents as multipart/form-data";
const MALFORMED = "The multipart body is malformed; send the documents as multipart/form-data";
const TOO_MANY = `Send at most ${LOAN_DOCUMENT_MAX_FILES} files at once`;

const NAME_OF_TYPE: Record<AcceptedDocumentMime, string> = {
  "application/pdf": "a PDF",
  "image/jpeg": "a JPEG image",
  "image/png": "a PNG image",
};
const EXTENSIONS: Record<string, AcceptedDocumentMime> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

const codeOf = (error: unknown) =>
  typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
const hasStatus = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  typeof (error as { statusCode?: unknown }).statusCode === "number";

function assertStorable(field: string, ...texts: string[]): void {
  for (const text of texts) {
    const reason = unstorableTextReason(text);
    if (reason) throw badRequest(`${field} ${reason}`, [{ field, message: `${field} ${reason}` }]);
  }
}

const unsupported = (field: string, message: string) => new ApiProblem(415, message, [{ field, message }]);

/**
 * The file's type by its content (PDF, JPEG or PNG, else 415), which its name's extension, when it has one,
 * must agree with: a PNG named `.pdf` is refused, naming what it really is.
 */
async function typeOf(field: string, fileName: string, bytes: Buffer): Promise<AcceptedDocumentMime> {
  const mime = await detectDocumentType(bytes);
  if (!mime) throw unsupported(field, `${fileName}: ${fileTypes(LABEL, TYPES_LABEL)}`);
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === undefined) return mime;
  const named = EXTENSIONS[extension];
  if (!named) throw unsupported(field, `${fileName}: the name must end in .pdf, .jpg, .jpeg or .png`);
  if (named !== mime)
    throw unsupported(
      field,
      `${fileName} is named as ${NAME_OF_TYPE[named]} but its content is ${NAME_OF_TYPE[mime]}; upload the file under its real type`,
    );
  return mime;
}

/**
 * Reads a multipart document upload: trimmed text fields and one or more files, each a PDF, JPEG or PNG by
 * its content (415 otherwise), not empty (400) and at most the upload limit (413). A body the parser cannot
 * read answers 400.
 */
export async function readDocumentMultipart(
  request: FastifyRequest,
  maxBytes: number,
): Promise<DocumentMultipart> {
  if (!request.isMultipart()) throw new ApiProblem(415, NOT_MULTIPART);
  try {
    return await readParts(request, Math.min(maxBytes, MAX_UPLOAD_BYTES));
  } catch (error) {
    if (hasStatus(error) && codeOf(error) !== "FST_FILES_LIMIT") throw error;
    if (codeOf(error) === "FST_FILES_LIMIT") throw badRequest(TOO_MANY);
    request.log.info({ err: error }, "malformed multipart body");
    throw badRequest(MALFORMED);
  }
}

async function readParts(request: FastifyRequest, limit: number): Promise<DocumentMultipart> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === "field") {
      const value = typeof part.value === "string" ? part.value : String(part.value);
      assertStorable(part.fieldname, part.fieldname, value);
      fields[part.fieldname] = value;
      continue;
    }
    assertStorable(part.fieldname, part.fieldname, part.filename);
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if (codeOf(error) !== "FST_REQ_FILE_TOO_LARGE") throw error;
      const message = `${part.filename}: ${fileTooLarge(LABEL, limit)}`;
      throw new ApiProblem(413, message, [{ field: part.fieldname, message }]);
    }
    if (bytes.length > limit) {
      const message = `${part.filename}: ${fileTooLarge(LABEL, limit)}`;
      throw new ApiProblem(413, message, [{ field: part.fieldname, message }]);
    }
    // A file input left empty sends a nameless, empty part: no file.
    if (bytes.length === 0 && !part.filename) continue;
    if (bytes.length === 0) {
      const message = `${part.filename} is empty`;
      throw badRequest(message, [{ field: part.fieldname, message }]);
    }
    const mime = await typeOf(part.fieldname, part.filename || "document", bytes);
    const fileName = part.filename || `document.${ACCEPTED_DOCUMENT_TYPES[mime]}`;
    files.push({ field: part.fieldname, fileName, mime, bytes });
  }
  return { fields: deepTrim(fields), files };
}
