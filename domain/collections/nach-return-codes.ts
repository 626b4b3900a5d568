import { optionsOf } from "@domain/enums/labels";
import {
  NACH_BOUNCE_REASON_LABELS,
  NACH_BOUNCE_RETRYABLE,
  type NachBounceReason,
} from "@domain/enums/reasons";
import { oneOf } from "@domain/schemas/choice-fields";

/**
 * NPCI's NACH debit return codes (domain.md section 3), the two-digit code the borrower's bank returns an
 * unpaid debit with. The commonly seen ones; `09` covers what a bank reports as miscellaneous.
 */
export const NACH_RETURN_CODE_VALUES = [
  "01",
  "02",
  "03",
  "04",
  "05",
  "06",
  "07",
  "08",
  "09",
  "11",
  "12",
  "13",
  "21",
  "22",
  "23",
  "24",
  "26",
  "28",
  "29",
  "51",
  "52",
  "53",
  "54",
  "57",
  "58",
  "59",
  "61",
  "68",
] as const;
export type NachReturnCode = (typeof NACH_RETURN_CODE_VALUES)[number];

export interface NachReturn {
  label: string;
  /** Presenting the same debit again can succeed without anyone acting first (re-presentation allowed). */
  retry: boolean;
  /** The borrower's account or instruction caused it, so a bounce charge applies; a presenter's or a bank's fault does not. */
  charge: boolean;
  /** The bounce-list filter reason (`domain/enums/reasons.ts`) the code falls under, if any. */
  reason?: NachBounceReason;
}

/** The five codes of the bounce list: their label and retry rule are the reason's own. */
const ofReason = (reason: NachBounceReason, charge: boolean): NachReturn => ({
  label: NACH_BOUNCE_REASON_LABELS[reason],
  retry: NACH_BOUNCE_RETRYABLE[reason],
  charge,
  reason,
});

const noRetry = (label: string, charge = false, reason?: NachBounceReason): NachReturn => ({
  label,
  retry: false,
  charge,
  ...(reason ? { reason } : {}),
});

export const NACH_RETURNS: Readonly<Record<NachReturnCode, NachReturn>> = {
  "01": ofReason("ACCOUNT_CLOSED", true),
  "02": noRetry("No such account"),
  "03": noRetry("Account description does not tally"),
  "04": ofReason("INSUFFICIENT_BALANCE", true),
  "05": ofReason("EXCEEDS_MANDATE_LIMIT", true),
  "06": ofReason("STOPPED_BY_PAYER", true),
  "07": noRetry("Payment stopped by court order"),
  "08": noRetry("Mandate not received by the bank"),
  "09": noRetry("Miscellaneous"),
  "11": noRetry("Invalid IFSC or MICR code"),
  "12": noRetry("Mismatch in mandate frequency"),
  "13": noRetry("Duplicate transaction"),
  "21": ofReason("INVALID_UMRN", false),
  "22": noRetry("Mandate not valid for debit transactions", false, "INVALID_UMRN"),
  "23": noRetry("Mismatch in mandate debtor account number"),
  "24": noRetry("Mismatch in mandate debtor bank"),
  "26": noRetry("Amount exceeds the mandate's maximum amount", false, "EXCEEDS_MANDATE_LIMIT"),
  "28": noRetry("Date before the mandate's start date"),
  "29": noRetry("Date after the mandate's end date"),
  "51": noRetry("KYC documents pending"),
  "52": noRetry("Documents pending: account holder turning major"),
  "53": noRetry("Account inactive"),
  "54": noRetry("Dormant account"),
  "57": noRetry("Amount exceeds the bank's per-transaction debit limit on the account", true),
  "58": { label: "Account reached the bank's maximum debit limit", retry: true, charge: true },
  "59": { label: "Network failure at the bank", retry: true, charge: false },
  "61": noRetry("Mandate cancelled", false, "INVALID_UMRN"),
  "68": noRetry("Account blocked or frozen"),
};

export const NACH_RETURN_CODE_LABELS = Object.fromEntries(
  NACH_RETURN_CODE_VALUES.map((code) => [code, `${code} · ${NACH_RETURNS[code].label}`]),
) as Record<NachReturnCode, string>;

/** The return-code select of the bounce form: "04 · Insufficient balance" … */
export const NACH_RETURN_CODE_OPTIONS = optionsOf(NACH_RETURN_CODE_VALUES, NACH_RETURN_CODE_LABELS);

/** The bounce command's `returnCode`: one of the codes above ('Please select one option' otherwise). */
export const nachReturnCodeSchema = oneOf(NACH_RETURN_CODE_VALUES);

/** Whether an EMI bounced with `code` may be presented again as it is (DPD still counts from its due date). */
export const canRepresent = (code: NachReturnCode): boolean => NACH_RETURNS[code].retry;

/** The codes a bounce-list filter reason selects (for `return_code IN (…)`). */
export const returnCodesOf = (reason: NachBounceReason): NachReturnCode[] =>
  NACH_RETURN_CODE_VALUES.filter((code) => NACH_RETURNS[code].reason === reason);
