import type { FastifyRequest } from "fastify";
import { deepTrim } from "@domain/payload/deep-trim";
import { fileTooLarge, fileTypes } from "@domain/schemas/form-messages";
import { MAX_UPLOAD_BYTES } from "@domain/schemas/file-fields";
import { ApiProblem, badRequest } from "@server/http/errors";
import { detectDocumentType, type AcceptedDocumentMime } from "@server/integrations/storage/document-type";

export const DOCUMENT_LABEL = "Invoice Document";
export const DOCUMENT_TYPES_LABEL = "JPEG, PNG or PDF";

export type UploadedDocument = { field: string; filename: string; mime: AcceptedDocumentMime; bytes: Buffer };
export type InvoiceMultipart = { fields: Record<string, string>; document: UploadedDocument | null };

const NOT_MULTIPART = "Send the invoice as multipart/form-data";

const isTooLarge = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  (error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE";

/**
 * Reads a multipart invoice form: text fields (trimmed, like every payload) and at most one document, which
 * must be a PDF, JPEG or PNG by its content (415 otherwise) and at most 10 MB (413 otherwise).
 */
export async function readInvoiceMultipart(
  request: FastifyRequest,
  maxBytes: number,
): Promise<InvoiceMultipart> {
  if (!request.isMultipart()) throw new ApiProblem(415, NOT_MULTIPART);
  const limit = Math.min(maxBytes, MAX_UPLOAD_BYTES);
  const fields: Record<string, string> = {};
  let document: UploadedDocument | null = null;
  for await (const part of request.parts()) {
    if (part.type === "field") {
      fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if (!isTooLarge(error)) throw error;
      const message = fileTooLarge(DOCUMENT_LABEL, limit);
      throw new ApiProblem(413, message, [{ field: part.fieldname, message }]);
    }
    if (bytes.length > limit) {
      const message = fileTooLarge(DOCUMENT_LABEL, limit);
      throw new ApiProblem(413, message, [{ field: part.fieldname, message }]);
    }
    if (bytes.length === 0) continue;
    if (document) throw badRequest("Send one invoice document");
    const mime = await detectDocumentType(bytes);
    if (!mime) {
      const message = fileTypes(DOCUMENT_LABEL, DOCUMENT_TYPES_LABEL);
      throw new ApiProblem(415, message, [{ field: part.fieldname, message }]);
    }
    document = { field: part.fieldname, filename: part.filename || "invoice", mime, bytes };
  }
  return { fields: deepTrim(fields), document };
}
