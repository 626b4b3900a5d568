import { z } from "zod";
import { rupeeAmount } from "../schemas/number-fields";
import { STATEMENT_COLUMNS } from "../reconciliation/statement-columns";
import { listQuerySchema } from "./paging";

export const STATEMENT_NOT_FOUND = "Bank statement not found";
export const STATEMENT_LINE_NOT_FOUND = "Statement line not found";
export const STATEMENT_FILE_REQUIRED = "Attach the bank statement (CSV)";
export const STATEMENT_EMPTY = "The bank statement has no transaction lines";
export const STATEMENT_MAX_LINES = 200_000;
export const STATEMENT_TOO_MANY = `The bank statement has more than ${STATEMENT_MAX_LINES.toLocaleString("en-IN")} lines`;
export const STATEMENT_MAPPING_INVALID =
  "The column mapping must be JSON naming the file's header for date, narration and credit";
export const statementMissingColumns = (columns: readonly string[], headers: readonly string[]) =>
  `The bank statement lacks the column${columns.length > 1 ? "s" : ""} ${columns.join(", ")}; map ${
    columns.length > 1 ? "them" : "it"
  } to one of its headers: ${headers.join(", ")}`;
export const statementRowProblem = (row: number, problem: string) => `Row ${row}: ${problem}`;
export const STATEMENT_ROW_PROBLEMS = {
  date: "the date must be a date like 05/11/2026, 05-Nov-2026 or 2026-11-05",
  amount: "the debit, credit and balance must be amounts like 1,23,456.78",
  both: "a line cannot be both a debit and a credit",
} as const;
export const statementSameFile = (fileName: string, at: string) =>
  `This statement was already uploaded as ${fileName} on ${at}; nothing changed`;

export const LINE_NOT_IN_SUSPENSE = "Only a credit in suspense can be matched or returned";
export const LINE_NOT_MATCHED = "Only a matched credit can be unmatched";
export const LINE_STALE = "This credit changed since you opened it; reload and try again";
export const matchSumMismatch = (credit: string, legs: string) =>
  `The amounts add up to ${legs}; they must add up to the credit ${credit} (plus the fee, if any)`;
export const matchLegTooLarge = (owed: string) => `More than the due still owes (${owed})`;
export const matchReceiptAmount = (amount: string) => `A receipt is matched for its whole amount ${amount}`;
export const MATCH_LEG_UNKNOWN = "This due or receipt is not open for matching";
export const MATCH_LEG_TWICE = "The same due or receipt is named twice";
export const RETURN_REASON_REQUIRED = "Reason is required";
export const UNMATCH_POSTED_REVERSED = "Reversed by unmatching its bank credit";

/** The states of a statement line: a debit is kept but never matched. */
export const LINE_STATES = ["DEBIT", "MATCHED", "SUSPENSE", "RETURNED"] as const;
export type LineState = (typeof LINE_STATES)[number];
export const LINE_STATE_LABELS: Record<LineState, string> = {
  DEBIT: "Debit",
  MATCHED: "Matched",
  SUSPENSE: "In suspense",
  RETURNED: "Returned",
};

export const MATCH_METHODS = ["AUTO", "MANUAL"] as const;
export type MatchMethod = (typeof MATCH_METHODS)[number];
export const MATCH_METHOD_LABELS: Record<MatchMethod, string> = { AUTO: "Automatic", MANUAL: "By hand" };

export const MATCH_RULES = ["UTR", "AMOUNT_DATE_NAME", "BATCH", "MANUAL"] as const;
export type MatchRuleName = (typeof MATCH_RULES)[number];
export const MATCH_RULE_LABELS: Record<MatchRuleName, string> = {
  UTR: "UTR",
  AMOUNT_DATE_NAME: "Amount, date and name",
  BATCH: "Batch of dues",
  MANUAL: "By hand",
};

export const CANDIDATE_KINDS = ["DUE", "RECEIPT"] as const;
export type CandidateKind = (typeof CANDIDATE_KINDS)[number];

const tallySchema = z.object({ count: z.number().int(), paise: z.number().int() });

/** Counts and amounts of a statement's credits by outcome (the reconciliation report). */
export const reconciliationReportSchema = z.object({
  credits: tallySchema,
  matchedAuto: tallySchema,
  matchedManual: tallySchema,
  suspense: tallySchema,
  returned: tallySchema,
  debits: tallySchema,
  /** Matched credits (automatically or by hand) of all credits, percent with two decimals. */
  matchedPercent: z.number(),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;

export const statementSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  bankName: z.string().nullable(),
  periodFrom: z.string(),
  periodTo: z.string(),
  lineCount: z.number().int(),
  uploadedAt: z.string(),
  uploadedByName: z.string().nullable(),
  report: reconciliationReportSchema,
});
export type Statement = z.infer<typeof statementSchema>;

export const matchLegSchema = z.object({
  id: z.string(),
  receiptId: z.string(),
  receiptNumber: z.string(),
  emiId: z.string().nullable(),
  trancheRef: z.string().nullable(),
  borrowerName: z.string(),
  amountPaise: z.number().int(),
  method: z.enum(MATCH_METHODS),
  rule: z.enum(MATCH_RULES),
  confidence: z.number().int(),
  matchedByName: z.string().nullable(),
  matchedAt: z.string(),
});
export type MatchLegItem = z.infer<typeof matchLegSchema>;

export const statementLineSchema = z.object({
  id: z.string(),
  statementId: z.string(),
  fileName: z.string(),
  rowNumber: z.number().int(),
  valueDate: z.string(),
  narration: z.string(),
  reference: z.string(),
  debitPaise: z.number().int(),
  creditPaise: z.number().int(),
  balancePaise: z.number().int().nullable(),
  state: z.enum(LINE_STATES),
  matchMethod: z.enum(MATCH_METHODS).nullable(),
  confidence: z.number().int().nullable(),
  feePaise: z.number().int(),
  returnReason: z.string().nullable(),
  version: z.number().int(),
  legs: z.array(matchLegSchema),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementListQuerySchema = listQuerySchema.pick({ page: true, pageSize: true });
export const statementLinesQuerySchema = statementListQuerySchema.extend({
  statementId: z.guid({ error: STATEMENT_NOT_FOUND }).optional(),
  state: z.enum(LINE_STATES, { error: `State must be one of ${LINE_STATES.join(", ")}` }).optional(),
});
/** The statements' and the lines' exports: the lists' filters, every row they select (no paging). */
export const statementExportQuerySchema = statementListQuerySchema.omit({ page: true, pageSize: true });
export const statementLinesExportQuerySchema = statementLinesQuerySchema.omit({ page: true, pageSize: true });
export type StatementLinesFilter = z.output<typeof statementLinesExportQuerySchema>;

/** A due or receipt a credit may be matched to by hand, with how well it fits the credit when one is named. */
export const matchCandidateSchema = z.object({
  kind: z.enum(CANDIDATE_KINDS),
  id: z.string(),
  trancheRef: z.string(),
  borrowerName: z.string(),
  /** The due date of a due, the received date of a receipt. */
  date: z.string(),
  /** What the due still owes, or the receipt's amount. */
  amountPaise: z.number().int(),
  status: z.string(),
  utr: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  confidence: z.number().int().nullable(),
});
export type MatchCandidate = z.infer<typeof matchCandidateSchema>;

export const candidateQuerySchema = z.object({
  lineId: z.guid({ error: STATEMENT_LINE_NOT_FOUND }).optional(),
  search: z.string().trim().max(100, "Search cannot be more than 100 characters").optional(),
});

const versionField = z.number({ error: "Version is required" }).int("Version must be a whole number");

export const manualMatchSchema = z.object({
  version: versionField,
  legs: z
    .array(
      z.object({
        kind: z.enum(CANDIDATE_KINDS, { error: `Kind must be one of ${CANDIDATE_KINDS.join(", ")}` }),
        id: z.guid({ error: MATCH_LEG_UNKNOWN }),
        amount: rupeeAmount("Amount"),
      }),
    )
    .min(1, "Pick at least one due or receipt")
    .max(50, "At most 50 dues or receipts per credit"),
  fee: rupeeAmount("Fee", { allowZero: true }).optional(),
});
export type ManualMatchValues = z.infer<typeof manualMatchSchema>;

const reasonField = z
  .string({ error: RETURN_REASON_REQUIRED })
  .trim()
  .min(1, RETURN_REASON_REQUIRED)
  .max(500, "Reason cannot be more than 500 characters");

export const lineDecisionSchema = z.object({ version: versionField, reason: reasonField });
export type LineDecisionValues = z.infer<typeof lineDecisionSchema>;

/** An explicit column mapping sent with an upload whose headers are not a known bank's. */
export const columnMappingSchema = z.partialRecord(z.enum(STATEMENT_COLUMNS), z.string().trim().min(1));
