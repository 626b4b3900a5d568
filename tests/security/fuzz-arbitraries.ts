import fc from "fast-check";
import type { z } from "zod";
import type { JsonSchema } from "./route-schemas";

const DEEP = 10_000;
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

/** A value of the schema's shape (what a well-meaning client sends). */
export function validishValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.string({ maxLength: 10 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((option) => validishValue(option, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      if (schema.format === "uuid") return fc.uuid();
      if (schema.format === "email") return fc.emailAddress();
      if (schema.pattern) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern));
        } catch {
          return fc.string();
        }
      }
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) });
    case "integer":
      return fc.integer({
        min: Math.max(schema.minimum ?? -5, -1_000_000),
        max: Math.min(schema.maximum ?? 1_000_000, 1_000_000),
      });
    case "number":
      return fc.double({ noNaN: true, min: -1e6, max: 1e6 });
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(validishValue(schema.items, depth + 1), { maxLength: 3 });
    case "object":
      return objectOf(schema, depth, () => 0);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The schema's value with some fields replaced by hostile ones, some dropped, some extra keys added. */
export function mutatedValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema?.properties) return fc.oneof(validishValue(schema), hostileValue);
  return fc.oneof(
    { weight: 4, arbitrary: objectOf(schema, 0, () => 1) },
    { weight: 1, arbitrary: hostileValue },
  );
}

function objectOf(schema: JsonSchema, depth: number, hostility: () => number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const fields = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [
      key,
      hostility() === 0
        ? validishValue(property, depth + 1)
        : fc.oneof(
            { weight: 3, arbitrary: validishValue(property, depth + 1) },
            { weight: 1, arbitrary: hostileValue },
          ),
    ]),
  );
  const required = hostility() === 0 ? (schema.required ?? []) : [];
  return fc.record(fields, { requiredKeys: required });
}

/**
 * Bodies the route's own zod schema accepts, found among generated ones: the well-formed requests that reach
 * the service and its queries, for the fuzzer to spoil one field at a time.
 */
export function acceptedBodies(json: JsonSchema, zod: z.ZodType, tries = 300): Record<string, unknown>[] {
  const accepted = fc
    .sample(validishValue(json), { numRuns: tries, seed: 42 })
    .filter((value) => value !== null && typeof value === "object" && zod.safeParse(value).success);
  return accepted.slice(0, 20) as Record<string, unknown>[];
}

/** An accepted body with one of its fields (or one new key) replaced by a hostile value. */
export function oneFieldSpoiled(bodies: readonly Record<string, unknown>[], json: JsonSchema) {
  const keys = Object.keys(json.properties ?? {});
  return fc
    .record({
      body: fc.constantFrom(...bodies),
      key: keys.length > 0 ? fc.constantFrom(...keys) : fc.constant("unexpected"),
      value: hostileValue,
    })
    .map(({ body, key, value }) => ({ ...body, [key]: value }));
}

/** JSON text of a value, with the raw-literal placeholders spliced in. */
export function jsonText(value: unknown): string {
  let text = JSON.stringify(value) ?? "null";
  RAW_LITERALS.forEach((literal, index) => {
    text = text.replaceAll(`"__raw_${index}__"`, literal);
  });
  return text;
}

/** Bodies no JSON route may answer with a 5xx: malformed, deep, polluted, in the wrong content type. */
export const HOSTILE_BODIES: readonly { contentType?: string; payload: string }[] = [
  { contentType: "application/json", payload: DEEP_ARRAY },
  { contentType: "application/json", payload: DEEP_OBJECT },
  { contentType: "application/json", payload: `{"a":${DEEP_ARRAY}}` },
  { contentType: "application/json", payload: '{"a":' },
  { contentType: "application/json", payload: "{'a':1}" },
  { contentType: "application/json", payload: '{"a":1}garbage' },
  { contentType: "application/json", payload: "" },
  { contentType: "application/json", payload: "null" },
  { contentType: "application/json", payload: "[]" },
  { contentType: "application/json", payload: "42" },
  { contentType: "application/json", payload: "true" },
  { contentType: "application/json", payload: '{"a":1,"a":2}' },
  { contentType: "application/json", payload: '"text"' },
  { contentType: "application/json", payload: "1e309" },
  { contentType: "application/json", payload: '{"id":"\\u0000","version":1e309}' },
  { contentType: "application/json", payload: '{"name":"\\ud800","id":"\\udfff"}' },
  {
    contentType: "application/json",
    payload: '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
  },
  { contentType: "application/x-www-form-urlencoded", payload: "a=%00&__proto__[polluted]=yes&b=%ED%A0%80" },
  { contentType: "application/x-www-form-urlencoded", payload: `${"a[".repeat(DEEP)}=1` },
  { contentType: "text/plain", payload: "hello" },
  { payload: "no content type" },
];

/** Multipart bodies a form route must refuse with a 4xx and a message. */
export const HOSTILE_MULTIPART: readonly { contentType: string; payload: string | Buffer }[] = [
  { contentType: "multipart/form-data", payload: "garbage without a boundary" },
  { contentType: "multipart/form-data; boundary=XyZ", payload: "total garbage" },
  {
    contentType: "multipart/form-data; boundary=XyZ",
    payload: '--XyZ\r\nContent-Disposition: form-data; name="id"\r\n\r\nabc',
  },
  {
    contentType: "multipart/form-data; boundary=XyZ",
    payload: '--XyZ\r\nContent-Disposition: form-data; name="id"\r\n\r\n\u0000\r\n--XyZ--\r\n',
  },
  {
    contentType: "multipart/form-data; boundary=XyZ",
    payload:
      '--XyZ\r\nContent-Disposition: form-data; name="Upload_Invoice"; filename="a\u0000.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--XyZ--\r\n',
  },
  {
    contentType: "multipart/form-data; boundary=XyZ",
    payload:
      '--XyZ\r\nContent-Disposition: form-data; name="Upload_Invoice"; filename="empty.pdf"\r\nContent-Type: application/pdf\r\n\r\n\r\n--XyZ--\r\n',
  },
  {
    contentType: "multipart/form-data; boundary=XyZ",
    payload:
      '--XyZ\r\nContent-Disposition: form-data; name="version"\r\n\r\n1e309\r\n--XyZ\r\nContent-Disposition: form-data; name="Invoice_Date"\r\n\r\n2025-02-30\r\n--XyZ--\r\n',
  },
  { contentType: "multipart/form-data; boundary=XyZ", payload: "--XyZ--\r\n" },
];

const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** Query strings of paging extremes and forged keyset cursors, for every list route. */
export const HOSTILE_QUERIES: readonly string[] = [
  "page=0&pageSize=0",
  "page=-1&pageSize=-1",
  "page=99999999999999999999&pageSize=100",
  "page=9007199254740991&pageSize=100",
  "page=1e309&pageSize=1e309",
  "page=2147483648&pageSize=5000",
  "page=1.5&pageSize=10.5",
  "page=%00&pageSize=%ED%A0%80",
  "pageSize=10&pageSize=20&page=1&page=2",
  `cursor=${cursor(["createdAt", "2025-02-30T00:00:00.000Z", "00000000-0000-0000-0000-000000000000"])}`,
  `cursor=${cursor(["invoiceDate", "2025-02-30", "not-a-uuid"])}`,
  `cursor=${cursor(["amountPaise", "1e309", "x"])}`,
  `cursor=${cursor(["__proto__", { polluted: "yes" }, null])}`,
  `cursor=${cursor({ a: 1 })}&sort=-createdAt`,
  "cursor=%%%garbage%%%",
  "cursor=AAAA",
  "sort=-createdAt;DROP TABLE invoices",
  "search=%00&status=%00&anchorId=%00",
  "search=%ED%A0%80&createdFrom=2025-02-30&createdTo=0000-00-00&invoiceDateFrom=2025-02-30",
  "amountFrom=1e309&amountTo=99999999999999999999999&capitalNeededFrom=-1",
  "__proto__[polluted]=yes&constructor[prototype][polluted]=yes",
  "search=%5C&status=%25&anchorId=abc&lenderId=%26j%23&programmeId=_",
  "search=a%0D%0Ab&userId=not-a-uuid&loanId=1e309",
];

/** A query string from a value object (strings as typed; lone surrogates as their raw UTF-8 bytes). */
export function queryText(value: unknown): string {
  if (!value || typeof value !== "object") return `q=${encodeValue(value)}`;
  return Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => `${encodeValue(key)}=${encodeValue(item)}`)
    .join("&");
}

function encodeValue(value: unknown): string {
  const text = typeof value === "string" ? value : jsonText(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\uD800-\uDFFF]/g, "%ED%A0%80").replace(/[^\w%-]/g, (c) => encodeURIComponent(c));
  }
}
