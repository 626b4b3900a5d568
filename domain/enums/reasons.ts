/** Approval and reject reasons (spec section 4), shown in the reject-reason select; value is the text. */
export const REJECT_REASONS = [
  "Invalid amount",
  "Invalid date",
  "Invalid document",
  "Credit limit exceeded",
  "Supplier not verified",
  "Profile not completed",
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/**
 * Why a NACH debit (an EMI presentation) came back unpaid, keyed by the return reason rather than the
 * two-digit NPCI code so that the value reads in a filter URL. The code list is domain.md section 3.
 */
export const NACH_BOUNCE_REASONS = [
  "INSUFFICIENT_BALANCE",
  "ACCOUNT_CLOSED",
  "EXCEEDS_MANDATE_LIMIT",
  "STOPPED_BY_PAYER",
  "INVALID_UMRN",
] as const;
export type NachBounceReason = (typeof NACH_BOUNCE_REASONS)[number];

export const NACH_BOUNCE_REASON_LABELS: Record<NachBounceReason, string> = {
  INSUFFICIENT_BALANCE: "Insufficient balance",
  ACCOUNT_CLOSED: "Account closed",
  EXCEEDS_MANDATE_LIMIT: "Amount exceeds mandate limit",
  STOPPED_BY_PAYER: "Payment stopped by payer",
  INVALID_UMRN: "Invalid or inactive UMRN",
};

/** The NPCI return code of each reason. */
export const NACH_RETURN_CODES: Record<NachBounceReason, string> = {
  INSUFFICIENT_BALANCE: "04",
  ACCOUNT_CLOSED: "01",
  EXCEEDS_MANDATE_LIMIT: "05",
  STOPPED_BY_PAYER: "06",
  INVALID_UMRN: "21",
};

/**
 * Whether re-presenting the same debit can succeed. Only a short balance may clear by itself; the others
 * need the borrower to act first (a new mandate, a new account, a higher limit), so presenting again
 * would only add a bounce charge.
 */
export const NACH_BOUNCE_RETRYABLE: Record<NachBounceReason, boolean> = {
  INSUFFICIENT_BALANCE: true,
  ACCOUNT_CLOSED: false,
  EXCEEDS_MANDATE_LIMIT: false,
  STOPPED_BY_PAYER: false,
  INVALID_UMRN: false,
};
