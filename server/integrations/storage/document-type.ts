import { fileTypeFromBuffer } from "file-type";

/** The document types the invoice upload accepts, judged by the bytes, never by the name or declared type. */
export const ACCEPTED_DOCUMENT_TYPES = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
} as const;
export type AcceptedDocumentMime = keyof typeof ACCEPTED_DOCUMENT_TYPES;

/** The MIME type the content really has when it is a PDF, JPEG or PNG; null for anything else. */
export async function detectDocumentType(bytes: Uint8Array): Promise<AcceptedDocumentMime | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  return detected.mime in ACCEPTED_DOCUMENT_TYPES ? (detected.mime as AcceptedDocumentMime) : null;
}
