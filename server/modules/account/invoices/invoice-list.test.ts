import { PGlite } from "@electric-sql/pglite";
import { inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  INVOICE_SORT_FIELDS,
  invoiceListQuerySchema,
  type InvoiceItem,
  type InvoiceListQuery,
} from "@domain/api/invoices";
import { fromRows, type RowsEncoded } from "@domain/api/list-rows";
import { INVOICE_TYPES } from "@domain/enums/finance";
import { INVOICE_STATUSES } from "@domain/enums/statuses";
import type { TenancyScope } from "@server/auth/tenancy";
import { users } from "@server/db/schema/index";
import { insertGeneratedInvoices, rebuildInvoiceCounts } from "@server/db/seed/seed-invoices";
import { setUpDatabase, type TestDatabase } from "@server/test-support/test-app";
import { countReach } from "./invoice-total";
import { invoiceListJson, listInvoices } from "./invoice-list";
import { selectInvoices } from "./invoice-reads";
import { toInvoiceItem } from "./invoice-row";

/**
 * The list's plans (day-merged date ranges, names looked up first, keys before rows, counters, capped
 * counts, cursors) against the plainest possible reference: every invoice read once, then filtered, sorted
 * and sliced in JavaScript, over a few thousand invoices spread over a year.
 */
type Row = InvoiceItem & { merchantUserId: string | null };

let database: TestDatabase;
let every: Row[] = [];
const scopes: [string, TenancyScope][] = [["platform", { level: "platform" }]];

beforeAll(async () => {
  database = await setUpDatabase();
  await insertGeneratedInvoices(database.db, 301, 3300, 10);
  await rebuildInvoiceCounts(database.db);
  await database.db.execute(sql`ANALYZE`);
  every = await everyInvoice();
  const people = await database.db
    .select()
    .from(users)
    .where(
      inArray(users.email, ["anchor@demo.in", "distribution@demo.in", "nbfc@demo.in", "merchant@demo.in"]),
    );
  const person = (email: string) => people.find((user) => user.email === email)!;
  scopes.push(
    [
      "Gokul's anchor",
      { level: "anchor", anchorId: person("anchor@demo.in").anchorId!, userId: person("anchor@demo.in").id },
    ],
    [
      "Vardhman's anchor",
      {
        level: "anchor",
        anchorId: person("distribution@demo.in").anchorId!,
        userId: person("distribution@demo.in").id,
      },
    ],
    ["a lender", { level: "lender", lenderId: person("nbfc@demo.in").lenderId! }],
    ["a merchant", { level: "merchant", userId: person("merchant@demo.in").id }],
  );
}, 120_000);

async function everyInvoice(): Promise<Row[]> {
  const rows = await selectInvoices(database.db);
  return rows.map((row) => ({ ...toInvoiceItem(row), merchantUserId: row.merchantUserId }));
}

afterAll(async () => {
  await database.close();
});

const DATES = [
  "2025-03-01",
  "2025-04-20",
  "2025-06-01",
  "2025-07-15",
  "2025-10-01",
  "2026-02-01",
  "2027-01-01",
];
const AMOUNTS = [0, 1_000_000, 5_000_000, 20_000_000, 45_000_000];
const NAMES = ["cattle", "A", "traders", "PATEL cat", "zz", "%", "an ", "ar"];

function visible(scope: TenancyScope, row: Row): boolean {
  if (scope.level === "lender") return row.lenderId === scope.lenderId;
  if (scope.level === "anchor") return row.anchorId === scope.anchorId && row.type !== "DRAWDOWN_REQUEST";
  if (scope.level === "merchant") return row.merchantUserId === scope.userId;
  return true;
}

const within = (value: string | number | null, from?: string | number, to?: string | number) =>
  (from === undefined && to === undefined) ||
  (value !== null && (from === undefined || value >= from) && (to === undefined || value <= to));

function matches(query: InvoiceListQuery, row: Row): boolean {
  return (
    (!query.status?.length || query.status.includes(row.status)) &&
    (!query.type?.length || query.type.includes(row.type)) &&
    (!query.counterpartyName ||
      row.counterpartyName.toLowerCase().includes(query.counterpartyName.toLowerCase())) &&
    within(row.amountPaise, query.amountFrom, query.amountTo) &&
    within(row.invoiceDate, query.invoiceDateFrom, query.invoiceDateTo) &&
    within(row.paymentDate, query.paymentDateFrom, query.paymentDateTo) &&
    within(row.actualPaymentDate, query.actualPaymentDateFrom, query.actualPaymentDateTo)
  );
}

/** PostgreSQL's order: nulls last ascending (first descending), then the id; text in code-point order. */
function compare(field: keyof InvoiceItem, descending: boolean) {
  const sign = descending ? -1 : 1;
  return (a: Row, b: Row) => {
    const [x, y] = [a[field], b[field]];
    if (x !== y) {
      if (x === null) return sign;
      if (y === null) return -sign;
      return (x! < y! ? -1 : 1) * sign;
    }
    return (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) * sign;
  };
}

function reference(scope: TenancyScope, query: InvoiceListQuery): Row[] {
  const field = query.sort.replace(/^-/, "") as keyof InvoiceItem;
  return every
    .filter((row) => visible(scope, row) && matches(query, row))
    .sort(compare(field, query.sort.startsWith("-")));
}

type Answer = RowsEncoded & {
  payload?: InvoiceItem[];
  total: number;
  totalIsCapped: boolean;
  nextCursor: string | null;
};

async function list(scope: TenancyScope, query: InvoiceListQuery) {
  const answer = JSON.parse(invoiceListJson(await listInvoices(database.db, scope, query), query)) as Answer;
  return { ...answer, items: answer.payload ?? fromRows<InvoiceItem>(answer) };
}

const strip = ({ merchantUserId: _, ...item }: Row): InvoiceItem => item;
const COUNTER_FILTERS = ["status", "type"];

/** The total the documentation promises for this page of this many matching rows. */
function expectedTotal(scope: TenancyScope, query: InvoiceListQuery, matching: number, shown: number) {
  const offset = (query.page - 1) * query.pageSize;
  if (query.page === 1 && shown < query.pageSize) return { total: shown, totalIsCapped: false };
  const onlyCounters = Object.entries(query).every(
    ([key, value]) =>
      value === undefined ||
      COUNTER_FILTERS.includes(key) ||
      ["page", "pageSize", "sort", "encoding"].includes(key),
  );
  if (onlyCounters && scope.level !== "merchant") return { total: matching, totalIsCapped: false };
  const reach = countReach(offset, query.pageSize);
  return matching > reach ? { total: reach, totalIsCapped: true } : { total: matching, totalIsCapped: false };
}

/** Each filter in about one query of five, so that most queries match something. */
const optional = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

const queries = fc.record({
  status: optional(fc.subarray([...INVOICE_STATUSES], { minLength: 1 }).map((s) => s.join(","))),
  type: optional(fc.subarray([...INVOICE_TYPES], { minLength: 1 }).map((t) => t.join(","))),
  counterpartyName: optional(fc.constantFrom(...NAMES)),
  amountFrom: optional(fc.constantFrom(...AMOUNTS)),
  amountTo: optional(fc.constantFrom(...AMOUNTS)),
  invoiceDateFrom: optional(fc.constantFrom(...DATES)),
  invoiceDateTo: optional(fc.constantFrom(...DATES)),
  paymentDateFrom: optional(fc.constantFrom(...DATES)),
  paymentDateTo: optional(fc.constantFrom(...DATES)),
  actualPaymentDateFrom: optional(fc.constantFrom(...DATES)),
  actualPaymentDateTo: optional(fc.constantFrom(...DATES)),
  sort: fc.constantFrom(...INVOICE_SORT_FIELDS.flatMap((field) => [field, `-${field}`])),
  pageSize: fc.constantFrom(10, 25, 50),
  page: fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 1, max: 3 }) },
    { weight: 1, arbitrary: fc.integer({ min: 4, max: 120 }) },
  ),
  encoding: fc.constantFrom("rows", "objects"),
});

describe("the invoice list, against a plain reference", () => {
  it("answers every filter, sort, scope and page as filtering and sorting all the invoices would", async () => {
    let shown = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 4 }), queries, async (which, input) => {
        const [, scope] = scopes[which]!;
        const query = invoiceListQuerySchema.parse(input);
        const all = reference(scope, query);
        const offset = (query.page - 1) * query.pageSize;
        const expected = all.slice(offset, offset + query.pageSize).map(strip);
        const answer = await list(scope, query);
        expect(answer.items).toEqual(expected);
        if (expected.length > 0) shown += 1;
        expect({ total: answer.total, totalIsCapped: answer.totalIsCapped }).toEqual(
          expectedTotal(scope, query, all.length, expected.length),
        );
        const nullable = query.sort.endsWith("actualPaymentDate");
        expect(answer.nextCursor !== null).toBe(!nullable && expected.length === query.pageSize);
        if (!answer.nextCursor) return;
        // The next page by cursor is the reference's next rows, however deep.
        const next = await list(scope, { ...query, cursor: answer.nextCursor });
        expect(next.items).toEqual(
          all.slice(offset + query.pageSize, offset + 2 * query.pageSize).map(strip),
        );
      }),
      { numRuns: 400 },
    );
    // The generated queries must mostly find something, or they would prove little.
    expect(shown).toBeGreaterThan(150);
  }, 300_000);

  it("runs a statement seen again from its prepared plan, reading the rows as they are now", async () => {
    const client = (database.db as { $client?: unknown }).$client;
    const queries = client instanceof PGlite ? vi.spyOn(client, "query") : undefined;
    const query = invoiceListQuerySchema.parse({ sort: "-createdAt", pageSize: 10, status: "Initiated" });
    const [, scope] = scopes[1]!;
    for (const round of [1, 2, 3]) {
      await insertGeneratedInvoices(database.db, 3300 + round * 10 + 1, 3300 + round * 10 + 10, 10);
      await rebuildInvoiceCounts(database.db);
      every = await everyInvoice();
      expect((await list(scope, query)).items, `round ${round}`).toEqual(
        reference(scope, query).slice(0, 10).map(strip),
      );
    }
    if (queries) expect(queries.mock.calls.some(([text]) => String(text).startsWith("EXECUTE "))).toBe(true);
  });

  it("reads a deep page by offset exactly as the naive offset query does", async () => {
    for (const sort of [
      "-invoiceDate",
      "createdAt",
      "-amountPaise",
      "counterpartyName",
      "-actualPaymentDate",
    ]) {
      for (const [, scope] of scopes) {
        const query = invoiceListQuerySchema.parse({
          sort,
          pageSize: 10,
          page: 150,
          status: "Initiated,Paid,Completed",
        });
        const expected = reference(scope, query).slice(1490, 1500).map(strip);
        expect((await list(scope, query)).items).toEqual(expected);
      }
    }
  });
});
