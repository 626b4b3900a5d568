import { isCalendarDate, isLeapYear } from "@domain/dates/business-date";
import { invalid, normaliseUpper, valid, type IdentifierResult } from "./identifier-result";

/** The payment rail a UTR belongs to; IMPS and UPI share the 12-digit RRN and cannot be told apart. */
export type UtrKind = "NEFT" | "RTGS" | "IMPS_UPI";

const NEFT_16 = /^[A-Z]{4}N(\d{2})(\d{3})\d{6}$/;
const RTGS_22 = /^[A-Z]{4}R[A-Z0-9](\d{4})(\d{2})(\d{2})\d{8}$/;
// Some banks show a 22-character NEFT reference whose layout after the `N` is their own.
const NEFT_22 = /^[A-Z]{4}N[A-Z0-9]{17}$/;
const RRN = /^\d{12}$/;

const NEFT_SHAPE = "NEFT UTR must be 4 letters, N, a 2-digit year, a 3-digit day of the year and 6 digits";
const RTGS_SHAPE = "RTGS UTR must be 4 letters, R, a channel character, a YYYYMMDD date and 8 digits";

function checkNeft16(utr: string): string | null {
  const match = NEFT_16.exec(utr);
  if (!match) return NEFT_SHAPE;
  const year = 2000 + Number(match[1]);
  const dayOfYear = Number(match[2]);
  if (dayOfYear < 1 || dayOfYear > (isLeapYear(year) ? 366 : 365)) {
    return `NEFT UTR day of the year ${match[2]} does not exist in ${year}`;
  }
  return null;
}

function checkRtgs(utr: string): string | null {
  const match = RTGS_22.exec(utr);
  if (!match) return RTGS_SHAPE;
  if (!isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
    return `RTGS UTR date ${match[1]}${match[2]}${match[3]} is not a calendar date`;
  }
  return null;
}

/** Why an upper-cased UTR does not fit any rail, or its kind. */
function classify(utr: string): { kind: UtrKind } | { reason: string } {
  if (utr === "") return { reason: "UTR number is required" };
  if (!/^[A-Z0-9]+$/.test(utr)) return { reason: "UTR can contain only letters and digits" };
  if (utr.length === 12) {
    return RRN.test(utr)
      ? { kind: "IMPS_UPI" }
      : { reason: "A 12-character UTR must be a 12-digit IMPS/UPI reference" };
  }
  if ((utr.length === 16 || utr.length === 22) && !/^[A-Z]{4}/.test(utr)) {
    return { reason: "A NEFT or RTGS UTR must start with 4 letters (the bank code)" };
  }
  if (utr.length === 16) {
    const problem = checkNeft16(utr);
    return problem ? { reason: problem } : { kind: "NEFT" };
  }
  if (utr.length === 22) {
    if (NEFT_22.test(utr)) return { kind: "NEFT" };
    const problem = checkRtgs(utr);
    return problem ? { reason: problem } : { kind: "RTGS" };
  }
  return {
    reason: "UTR must be a 16-character NEFT, a 22-character RTGS or NEFT, or a 12-digit IMPS/UPI reference",
  };
}

/** The rail of a UTR (trimmed, any case), or null when it fits none. */
export function detectUtrKind(input: string): UtrKind | null {
  const result = classify(normaliseUpper(input));
  return "kind" in result ? result.kind : null;
}

/** Checks a UTR against the NEFT, RTGS and IMPS/UPI shapes; the value comes back upper-cased. */
export function validateUtr(input: string): IdentifierResult {
  const utr = normaliseUpper(input);
  const result = classify(utr);
  return "kind" in result ? valid(utr) : invalid(result.reason);
}
