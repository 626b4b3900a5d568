import type { FastifyRequest } from "fastify";
import { UTR_IMPORT_FILE_REQUIRED, type UtrImportType } from "@domain/api/utr-imports";
import { fileTooLarge } from "@domain/schemas/form-messages";
import { unstorableTextReason } from "@domain/payload/payload-check";
import { ApiProblem, badRequest } from "@server/http/errors";
import { parseUtrFile, type ParsedUtrFile } from "./parse-utr-file";

const NOT_MULTIPART = "Send the UTR file as multipart/form-data";
const MALFORMED = "The multipart body is malformed; send the UTR file as multipart/form-data";
const FILE_LABEL = "The UTR file";

const hasStatus = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  typeof (error as { statusCode?: unknown }).statusCode === "number";
const isTooLarge = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  (error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE";

/**
 * The uploaded file (the multipart's first file part, CSV or XLSX), parsed as it streams in: 415 when not
 * multipart or no table, 413 when larger than the upload limit, 400 when absent, malformed or without the columns.
 */
export async function readUtrUpload(
  request: FastifyRequest,
  type: UtrImportType,
  maxBytes: number,
): Promise<{ fileName: string; parsed: ParsedUtrFile }> {
  if (!request.isMultipart()) throw new ApiProblem(415, NOT_MULTIPART);
  try {
    const part = await request.file();
    if (!part) throw badRequest(UTR_IMPORT_FILE_REQUIRED);
    const fileName = part.filename.trim();
    const reason = unstorableTextReason(fileName);
    if (!fileName || reason) throw badRequest(`File name ${reason ?? "is required"}`);
    return { fileName, parsed: await parseUtrFile(type, part.file, fileName, part.mimetype) };
  } catch (error) {
    if (isTooLarge(error)) throw new ApiProblem(413, fileTooLarge(FILE_LABEL, maxBytes));
    if (hasStatus(error)) throw error;
    request.log.info({ err: error }, "malformed multipart body");
    throw badRequest(MALFORMED);
  }
}
