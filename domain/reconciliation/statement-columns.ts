/** The columns of a bank statement the reconciliation reads. */
export const STATEMENT_COLUMNS = ["date", "narration", "reference", "debit", "credit", "balance"] as const;
export type StatementColumn = (typeof STATEMENT_COLUMNS)[number];

/** The columns a statement cannot do without; debit and balance are kept when present. */
export const REQUIRED_STATEMENT_COLUMNS: readonly StatementColumn[] = ["date", "narration", "credit"];

/** Which header of the file holds each column (an explicit mapping, or the one found by `detectColumns`). */
export type ColumnMapping = Partial<Record<StatementColumn, string>>;

/** "Ref No./Chq. No.", "REF_NO", " ref no " → "refnochqno", "refno", "refno". */
export const statementHeaderKey = (header: string): string =>
  header
    .replace(/^\uFEFF/, "")
    .replace(/[^0-9a-z]/gi, "")
    .toLowerCase();

/**
 * The headers of the common Indian bank exports (HDFC, ICICI, SBI, Axis, Kotak), compared by
 * `statementHeaderKey`, in the order a column prefers them (the transaction date before the value date).
 */
const HEADER_ALIASES: Record<StatementColumn, readonly string[]> = {
  date: ["date", "txndate", "transactiondate", "trandate", "valuedate", "valuedt", "postingdate"],
  narration: [
    "narration",
    "description",
    "particulars",
    "transactiondetails",
    "transactionremarks",
    "remarks",
    "details",
  ],
  reference: [
    "refno",
    "chqrefno",
    "refnochqno",
    "chqno",
    "chequeno",
    "referenceno",
    "reference",
    "utr",
    "utrno",
    "utrnumber",
    "chequerefno",
    "transactionid",
  ],
  debit: [
    "withdrawalamt",
    "withdrawalamount",
    "withdrawalamountinr",
    "withdrawal",
    "withdrawals",
    "debit",
    "debitamount",
    "dr",
  ],
  credit: [
    "depositamt",
    "depositamount",
    "depositamountinr",
    "deposit",
    "deposits",
    "credit",
    "creditamount",
    "cr",
  ],
  balance: ["closingbalance", "balance", "runningbalance", "balanceinr", "balanceamount"],
};

/** The file's header for each column it recognises, by the aliases above. */
export function detectColumns(headers: readonly string[]): ColumnMapping {
  const byKey = new Map(headers.map((header) => [statementHeaderKey(header), header]));
  const mapping: ColumnMapping = {};
  for (const column of STATEMENT_COLUMNS) {
    const alias = HEADER_ALIASES[column].find((key) => byKey.has(key));
    if (alias) mapping[column] = byKey.get(alias);
  }
  return mapping;
}

/** The required columns a mapping lacks. */
export const missingColumns = (mapping: ColumnMapping): StatementColumn[] =>
  REQUIRED_STATEMENT_COLUMNS.filter((column) => !mapping[column]);
