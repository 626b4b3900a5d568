import fc from "fast-check";

export const DEEP = 10_000;
/** JSON text nested DEEP levels, as a whole body or in place of one value. */
export const DEEP_ARRAY = `${"[".repeat(DEEP)}${"]".repeat(DEEP)}`;
export const DEEP_OBJECT = `${'{"a":'.repeat(DEEP)}1${"}".repeat(DEEP)}`;

/** Numbers JSON.stringify cannot write: spliced into the body text through placeholders. */
const RAW_LITERALS = [
  "1e309",
  "-1e309",
  "1.005",
  "0.001",
  "-0",
  "123456789012345678901234567890",
  DEEP_ARRAY,
];
const rawPlaceholder = (literal: string) => `__raw_${RAW_LITERALS.indexOf(literal)}__`;

export const HOSTILE_STRINGS = [
  "\u0000",
  "abc\u0000def",
  "\uD800",
  "x\uDFFFy",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1; SELECT pg_sleep(0)",
  "__proto__",
  "constructor",
  "prototype",
  "2025-02-30",
  "0000-00-00",
  "99999-12-31",
  "1e309",
  "-1",
  "1.005",
  "NaN",
  "Infinity",
  "%00",
  "%",
  "../../../etc/passwd",
  "<script>alert(1)</script>",
  "A".repeat(10_000),
  "\u202eevil",
  "\u200fשלום\u200e",
  "a\r\nSet-Cookie: x=1",
  "\\",
  "_",
  "%_\\",
  "abc",
  "&j#",
  "00000000-0000-0000-0000-00000000000g",
  "😀",
  " ",
  "",
];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 2 ** 53, Number.MAX_VALUE, [], {}, [[["x"]]]),
  // Past what an integer, a bigint and a numeric(12,2) column hold.
  fc.constantFrom<unknown>(2 ** 31, -(2 ** 31) - 1, 1e10, 1e12, 2 ** 63, -(2 ** 63), "9223372036854775808"),
  fc.constantFrom(...RAW_LITERALS.map(rawPlaceholder)),
  fc.constant({ __proto__: null, constructor: { prototype: { polluted: "yes" } } }),
  fc.string({ unit: "binary", maxLength: 30 }),
);

/** JSON text of a value, with the raw-literal placeholders spliced in. */
export function jsonText(value: unknown): string {
  let text = JSON.stringify(value) ?? "null";
  RAW_LITERALS.forEach((literal, index) => {
    text = text.replaceAll(`"__raw_${index}__"`, literal);
  });
  return text;
}
