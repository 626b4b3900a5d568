import { DEEP, DEEP_ARRAY, DEEP_OBJECT, jsonText } from "./fuzz-hostile-values";

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

/**
 * Values sent alone in one query parameter, the route's others left out: a hostile value in another parameter
 * answers 400 first and hides what this one would reach (a lone backslash in `search` reached a LIKE pattern
 * only when `status` was valid).
 */
const LONE_PARAMETER_VALUES = [
  "\\",
  "%_",
  "abc",
  "\u0000",
  "\uD800",
  "1e309",
  "-1",
  "99999999999999999999",
  "2025-02-30",
];

/** One query string per parameter and lone value. */
export const loneParameterQueries = (names: readonly string[]): string[] =>
  names.flatMap((name) => LONE_PARAMETER_VALUES.map((value) => queryText({ [name]: value })));

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
