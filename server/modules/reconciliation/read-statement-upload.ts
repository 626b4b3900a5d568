import type { MultipartFields } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import {
  columnMappingSchema,
  STATEMENT_FILE_REQUIRED,
  STATEMENT_MAPPING_INVALID,
} from "@domain/api/reconciliation";
import type { ColumnMapping } from "@domain/reconciliation/statement-columns";
import { unstorableTextReason } from "@domain/payload/payload-check";
import { fileTooLarge } from "@domain/schemas/form-messages";
import { ApiProblem, badRequest } from "@server/http/errors";
import { parseStatement, type ParsedStatement } from "./parse-statement";

const NOT_MULTIPART = "Send the bank statement as multipart/form-data";
const MALFORMED = "The multipart body is malformed; send the bank statement as multipart/form-data";
const FILE_LABEL = "The bank statement";

const statusOf = (error: unknown) =>
  typeof error === "object" && error !== null ? (error as { statusCode?: unknown; code?: unknown }) : {};

const BANK_NAME_MAX = 100;

/** A text field sent before the file, trimmed ("" when absent). */
function fieldOf(fields: MultipartFields, name: string): string {
  const field = fields[name];
  const value = Array.isArray(field) ? field[0] : field;
  return value && value.type === "field" && typeof value.value === "string" ? value.value.trim() : "";
}

/** The uploader's column mapping (JSON, a field sent before the file), or none; 400 when it is not one. */
function mappingOf(text: string | undefined): ColumnMapping | undefined {
  if (!text) return undefined;
  try {
    const parsed = columnMappingSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: the same answer as JSON of the wrong shape
  }
  throw badRequest(STATEMENT_MAPPING_INVALID);
}

/**
 * The uploaded statement (the multipart's first file part, after the optional `bankName` and `mapping`
 * fields), read as it streams: 415 when not multipart or
 * not text, 413 when larger than the upload limit, 400 when absent, malformed or without the columns.
 */
export async function readStatementUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fileName: string; bankName: string | null; parsed: ParsedStatement }> {
  if (!request.isMultipart()) throw new ApiProblem(415, NOT_MULTIPART);
  try {
    const part = await request.file();
    if (!part) throw badRequest(STATEMENT_FILE_REQUIRED);
    const fileName = part.filename.trim();
    const reason = unstorableTextReason(fileName);
    if (!fileName || reason) throw badRequest(`File name ${reason ?? "is required"}`);
    const bankName = fieldOf(part.fields, "bankName").slice(0, BANK_NAME_MAX) || null;
    const mapping = mappingOf(fieldOf(part.fields, "mapping"));
    return { fileName, bankName, parsed: await parseStatement(part.file, fileName, part.mimetype, mapping) };
  } catch (error) {
    if (statusOf(error).code === "FST_REQ_FILE_TOO_LARGE")
      throw new ApiProblem(413, fileTooLarge(FILE_LABEL, maxBytes));
    if (typeof statusOf(error).statusCode === "number") throw error;
    request.log.info({ err: error }, "malformed multipart body");
    throw badRequest(MALFORMED);
  }
}
