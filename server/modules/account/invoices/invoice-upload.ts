import type { FastifyRequest } from "fastify";
import { deepTrim } from "@domain/payload/deep-trim";
import { unstorableTextReason } from "@domain/payload/payload-check";
import { fileTooLarge, fileTypes } from "@domain/schemas/form-messages";
import { MAX_UPLOAD_BYTES } from "@domain/schemas/file-fields";
import { ApiProblem, badRequest } from "@server/http/errors";
import { detectDocumentType, type AcceptedDocumentMime } from "@server/integrations/storage/document-type";

export const DOCUMENT_LABEL = "Invoice Document";
export const DOCUMENT_TYPES_LABEL = "JPEG, PNG or PDF";

export type UploadedDocument = { field: string; filename: string; mime: AcceptedDocumentMime; bytes: Buffer };
export type InvoiceMultipart = { fields: Record<string, string>; document: UploadedDocument | null };

const NOT_MULTIPART = "Send the invoice as multipart/form-data";
const MALFORMED = "The multipart body is malformed; send the invoice as multipart/form-data";
const EMPTY_DOCUMENT = `${DOCUMENT_LABEL} is empty`;

const isTooLarge = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  (error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE";

/** 400 naming the part when a field name, value or file name cannot be stored as text. */
function assertStorable(field: string, ...texts: string[]): void {
  for (const text of texts) {
    const reason = unstorableTextReason(text);
    if (reason) throw badRequest(`${field} ${reason}`, [{ field, message: `${field} ${reason}` }]);
  }
}

/** Errors with a status (ours and the multipart plugin's) stand; anything else is the parser's complaint. */
const hasStatus = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  typeof (error as { statusCode?: unknown }).statusCode === "number";

/**
 * Reads a multipart invoice form: text fields (trimmed, like every payload) and at most one document, which
 * must be a PDF, JPEG or PNG by its content (415 otherwise), at most 10 MB (413 otherwise) and not empty. A
 * body the parser cannot read (no boundary, garbage, cut short) answers 400.
 */
export async function readInvoiceMultipart(
  request: FastifyRequest,
  maxBytes: number,
): Promise<InvoiceMultipart> {
  if (!request.isMultipart()) throw new ApiProblem(415, NOT_MULTIPART);
  try {
    return await readParts(request, maxBytes);
  } catch (error) {
    if (hasStatus(error)) throw error;
    request.log.info({ err: error }, "malformed multipart body");
    throw badRequest(MALFORMED);
  }
}

async function readParts(request: FastifyRequest, maxBytes: number): Promise<InvoiceMultipart> {
  const limit = Math.min(maxBytes, MAX_UPLOAD_BYTES);
  const fields: Record<string, string> = {};
  let document: UploadedDocument | null = null;
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
      if (!isTooLarge(error)) throw error;
      const message = fileTooLarge(DOCUMENT_LABEL, limit);
      throw new ApiProblem(413, message, [{ field: part.fieldname, message }]);
    }
    if (bytes.length > limit) {
      const message = fileTooLarge(DOCUMENT_LABEL, limit);
      throw new ApiProblem(413, message, [{ field: part.fieldname, message }]);
    }
    // A file input left empty sends a nameless, empty part: no document. An empty file that was chosen is refused.
    if (bytes.length === 0 && !part.filename) continue;
    if (bytes.length === 0)
      throw badRequest(EMPTY_DOCUMENT, [{ field: part.fieldname, message: EMPTY_DOCUMENT }]);
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
