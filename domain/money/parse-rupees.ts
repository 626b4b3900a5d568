import { scaleDecimalNumber, scaleDecimalText, type DecimalProblem } from "./decimal";

export type ParseRupeesResult = { valid: true; value: number } | { valid: false; reason: string };

const NOT_A_NUMBER = "Amount must be a number, like 12,34,567.89";
const PROBLEMS: Record<DecimalProblem, string> = {
  "not-a-number": NOT_A_NUMBER,
  "too-many-decimals": "Amount can have at most 2 decimal places",
};

// Commas are accepted only where Indian (12,34,567) or international (1,234,567) grouping puts them.
const INDIAN_GROUPS = /^\d{1,2}(,\d{2})*,\d{3}$/;
const INTERNATIONAL_GROUPS = /^\d{1,3}(,\d{3})+$/;

/** Strips an optional minus, `₹` or `Rs.` prefix, spaces and well-placed grouping commas. */
function plainText(input: string): string | null {
  const match = /^(-)?\s*(?:₹|rs\.?)?\s*(-)?\s*([\d,]*)(\.\d+)?$/i.exec(input.trim());
  if (!match || (match[1] && match[2])) return null;
  const whole = match[3] ?? "";
  if (whole.includes(",") && !INDIAN_GROUPS.test(whole) && !INTERNATIONAL_GROUPS.test(whole)) return null;
  return `${match[1] ?? match[2] ?? ""}${whole.replaceAll(",", "")}${match[4] ?? ""}`;
}

/** Reads a rupee amount typed by a person or sent as a number; the value is in paise. */
export function safeParseRupees(input: string | number): ParseRupeesResult {
  if (typeof input === "string" && input.trim() === "") return { valid: false, reason: "Amount is required" };
  let scaled: bigint | DecimalProblem;
  if (typeof input === "number") {
    scaled = scaleDecimalNumber(input, 2);
  } else {
    const text = plainText(input);
    scaled = text === null ? "not-a-number" : scaleDecimalText(text, 2);
  }
  if (typeof scaled === "string") return { valid: false, reason: PROBLEMS[scaled] };
  const limit = BigInt(Number.MAX_SAFE_INTEGER);
  if (scaled > limit || scaled < -limit) return { valid: false, reason: "Amount is too large" };
  return { valid: true, value: Number(scaled) };
}

/** Like safeParseRupees, but throws a RangeError carrying the reason. `"12,34,567.89"` gives 123456789. */
export function parseRupees(input: string | number): number {
  const result = safeParseRupees(input);
  if (!result.valid) throw new RangeError(result.reason);
  return result.value;
}
