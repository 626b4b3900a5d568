import { ID_HEADER } from "@server/exports/csv-export";
import type { InventoriedRoute } from "@server/test-support/route-inventory";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { multipart } from "../api/invoices-kit";
import { TENANT_PAIRS, type AccountKey } from "./accounts";
import { jsonSchemaOf, propertiesOf, takesMultipart } from "./route-schemas";
import { describeCall, isSuccess, securityKit } from "./security-kit";
import { recordFigures } from "./summary";

const kit = securityKit();
type Item = Record<string, unknown> & { id: string };

/** Fields that identify a record to a person: what someone of another tenant would search for. */
const IDENTIFIERS = [
  "name",
  "businessName",
  "gstin",
  "companyGst",
  "pan",
  "invoiceNumber",
  "counterpartyName",
  "mobile",
  "email",
  "code",
];
const PAGING = new Set(["page", "pageSize", "sort", "cursor"]);
/** Body fields that name the record a write acts on. */
const RECORD_KEYS = ["id", "cancelInvoiceId", "loanId", "kfsId"];
const SAMPLES_PER_LIST = 4;

/** Values that pass the common field checks, for required fields a record does not carry itself. */
const HINTS: Record<string, unknown> = { utrNumber: "100000000001", reason: "probe", note: "probe" };

const listRoutes = () =>
  kit.serviceRoutes().filter((route) => route.method === "GET" && !route.url.includes(":"));

/** Every record a caller sees through a list route (a page of 100), or null when it may not list it. */
async function listed(
  route: InventoriedRoute,
  account: AccountKey,
  query = "pageSize=100",
): Promise<Item[] | null> {
  const headers = await kit.headersOf(account);
  let response = await kit.send({ method: "GET", url: `${route.url}?${query}`, headers });
  if (response.statusCode === 400 && query === "pageSize=100")
    response = await kit.send({ method: "GET", url: route.url, headers });
  if (response.statusCode !== 200) return null;
  if (String(response.headers["content-type"]).startsWith("text/csv")) return csvRecords(response.body);
  const payload = (response.json() as { payload?: unknown }).payload;
  return Array.isArray(payload) ? payload.filter((item): item is Item => typeof item?.id === "string") : null;
}

/** The rows of a list's CSV export, each with its record's id. */
function csvRecords(body: string): Item[] {
  const { data } = Papa.parse<Record<string, string>>(body.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: true,
  });
  return data.map((row) => ({ ...row, id: row[ID_HEADER] ?? "" }));
}

/** An export (`<list>/export`) takes its list's filters: it is probed with the list's records. */
const listPathOf = (url: string) => url.replace(/\/export$/, "");

/** The first records of each list, once each: a list's JSON record, not its export's row of the same. */
function sampledRecords(view: Map<string, Item[]>): Item[] {
  const records = new Map<string, Item>();
  for (const items of view.values())
    for (const item of items.slice(0, SAMPLES_PER_LIST))
      if (!records.has(item.id)) records.set(item.id, item);
  return [...records.values()];
}

/** Each list route's records per account. */
async function visibility(account: AccountKey): Promise<Map<string, Item[]>> {
  const seen = new Map<string, Item[]>();
  for (const route of listRoutes()) {
    const items = await listed(route, account);
    if (items) seen.set(route.url, items);
  }
  return seen;
}

/** A body for a write that names the owner's record: the record's own fields, its id, version and hints. */
function bodyFor(route: InventoriedRoute, item: Item): Record<string, unknown> {
  const properties = propertiesOf(jsonSchemaOf(route, "body"));
  const body: Record<string, unknown> = { ...item };
  for (const [key, property] of Object.entries(properties)) {
    if (RECORD_KEYS.includes(key)) body[key] = item.id;
    else if (key in body) continue;
    else if (property.enum) body[key] = property.enum[0];
    else if (property.const !== undefined) body[key] = property.const;
    else if (key in HINTS) body[key] = HINTS[key];
  }
  body.version = item.version ?? 1;
  return body;
}

const actsOnRecord = (route: InventoriedRoute) =>
  route.url.includes(":") ||
  takesMultipart(route) ||
  Object.keys(propertiesOf(jsonSchemaOf(route, "body"))).some((key) => RECORD_KEYS.includes(key));

describe.each(
  TENANT_PAIRS.flatMap(
    ([a, b]) =>
      [
        [a, b],
        [b, a],
      ] as const,
  ),
)("tenant %s against %s", (owner, other) => {
  const figures = { requests: 0, leaks: 0 };

  it("sees none of the other's records in any list, filter or search", { timeout: 120_000 }, async () => {
    const ownerView = await visibility(owner);
    const leaks: string[] = [];
    for (const route of listRoutes()) {
      const ownerIds = new Set((ownerView.get(route.url) ?? []).map((item) => item.id));
      const query = propertiesOf(jsonSchemaOf(route, "querystring"));
      const probes = ["pageSize=100"];
      for (const item of (ownerView.get(listPathOf(route.url)) ?? []).slice(0, SAMPLES_PER_LIST)) {
        for (const key of Object.keys(query).filter((name) => !PAGING.has(name))) {
          const values = key in item ? [item[key]] : IDENTIFIERS.map((field) => item[field]);
          for (const value of values.filter((v): v is string => typeof v === "string" && v !== ""))
            probes.push(`${key}=${encodeURIComponent(value)}`);
        }
      }
      for (const probe of probes) {
        figures.requests += 1;
        for (const item of (await listed(route, other, probe)) ?? [])
          if (ownerIds.has(item.id))
            leaks.push(`${other} sees ${owner}'s ${item.id} at ${route.url}?${probe}`);
      }
    }
    figures.leaks += leaks.length;
    expect(leaks).toEqual([]);
  });

  it("reads none of the other's records by id", { timeout: 120_000 }, async () => {
    const ownerView = await visibility(owner);
    const otherIds = new Set([...(await visibility(other)).values()].flat().map((item) => item.id));
    const ids = sampledRecords(ownerView).map((item) => item.id);
    const leaks: string[] = [];
    // `/auth/me/…` reads the caller's own rows: its path parameter is a key of the caller's, never another's
    // record, so any id answers 200 with the caller's own (empty) value (tests/api/preferences.test.ts).
    const readRoutes = kit
      .serviceRoutes()
      .filter(
        (route) => route.method === "GET" && route.url.includes(":") && !route.url.startsWith("/auth/me/"),
      );
    for (const route of readRoutes) {
      for (const id of ids.filter((candidate) => !otherIds.has(candidate))) {
        const request = {
          method: "GET",
          url: route.url.replace(/:\w+/g, id),
          headers: await kit.headersOf(other),
        };
        const response = await kit.send(request);
        figures.requests += 1;
        if (isSuccess(response)) leaks.push(describeCall(request, response));
      }
    }
    figures.leaks += leaks.length;
    expect(leaks).toEqual([]);
  });

  it("changes and acts on none of the other's records", { timeout: 120_000 }, async () => {
    const before = await visibility(owner);
    const leaks: string[] = [];
    const writes = kit.serviceRoutes().filter((route) => route.method !== "GET" && actsOnRecord(route));
    for (const route of writes) {
      for (const item of sampledRecords(before)) {
        const body = bodyFor(route, item);
        const headers = await kit.headersOf(other);
        const url = route.url.replace(/:\w+/g, item.id);
        const request = takesMultipart(route)
          ? await multipart(Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v ?? "")])))
          : { payload: body, headers: {} };
        const response = await kit.send({
          method: route.method,
          url,
          payload: request.payload,
          headers: { ...headers, ...request.headers },
        });
        figures.requests += 1;
        if (isSuccess(response)) leaks.push(describeCall({ method: route.method, url }, response));
      }
    }
    const after = await visibility(owner);
    expect(leaks).toEqual([]);
    expect(JSON.stringify([...after])).toBe(JSON.stringify([...before]));
    figures.leaks += leaks.length;
    recordFigures(`tenancy ${owner}/${other}`, figures);
  });
});
