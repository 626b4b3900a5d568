import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { fileTooLarge, fileTypes, required } from "@domain/schemas/form-messages";
import { MAX_UPLOAD_BYTES } from "@domain/schemas/file-fields";
import { ApiProblem, badRequest, notFound } from "@server/http/errors";
import type { DocumentStore } from "@server/integrations/storage/document-store";
import { detectDocumentType } from "@server/integrations/storage/document-type";

export type UploadedLogo = { mime: "image/jpeg" | "image/png"; bytes: Buffer };

const NOT_MULTIPART = "Send the logo as multipart/form-data";
const MALFORMED = "The multipart body is malformed; send the logo as multipart/form-data";

const codeOf = (error: unknown) =>
  typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * Reads one logo file of an anchor's settings or a programme: JPEG or PNG by its content (415 otherwise),
 * not empty, at most 10 MB (413).
 */
export async function readLogo(request: FastifyRequest, label: string): Promise<UploadedLogo> {
  if (!request.isMultipart()) throw new ApiProblem(415, NOT_MULTIPART);
  let bytes: Buffer | undefined;
  try {
    const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    bytes = await part?.toBuffer();
  } catch (error) {
    if (codeOf(error) === "FST_REQ_FILE_TOO_LARGE") {
      const message = fileTooLarge(label, MAX_UPLOAD_BYTES);
      throw new ApiProblem(413, message, [{ field: "logo", message }]);
    }
    request.log.info({ err: error }, "malformed logo upload");
    throw badRequest(MALFORMED);
  }
  if (!bytes || bytes.length === 0)
    throw badRequest(required(label), [{ field: "logo", message: required(label) }]);
  const mime = await detectDocumentType(bytes);
  if (mime !== "image/jpeg" && mime !== "image/png") {
    const message = fileTypes(label, "JPEG or PNG");
    throw new ApiProblem(415, message, [{ field: "logo", message }]);
  }
  return { mime, bytes };
}

/** Stores a logo under a fresh key beside `prefix` (a new file per upload, so no cache serves the old one). */
export async function storeLogo(
  documents: DocumentStore,
  prefix: string,
  logo: UploadedLogo,
): Promise<string> {
  const key = `${prefix}-${randomUUID()}`;
  await documents.put(key, logo.bytes);
  return key;
}

/** A stored logo's bytes and type (it was checked as JPEG or PNG on upload); 404 with `missing` otherwise. */
export async function loadLogo(documents: DocumentStore, key: string | null, missing: string) {
  const bytes = key ? await documents.get(key) : null;
  if (!bytes) throw notFound(missing);
  const mime: UploadedLogo["mime"] = bytes[0] === 0x89 ? "image/png" : "image/jpeg";
  return { bytes, mime };
}
