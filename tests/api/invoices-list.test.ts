import { gunzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import type { InvoiceItem, InvoiceListResponse } from "@domain/api/invoices";
import { fromRows, type RowsEncoded } from "@domain/api/list-rows";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoUserId } from "@server/db/seed/demo-data";
import { act, createInvoice, detailOf, invoiceKit, supplierForm } from "./invoices-kit";

const kit = invoiceKit();

// Gokul's anchor enters invoices; Vardhman's anchor is the other tenant.
const GOKUL_ANCHOR = "anchor@demo.in";
const VARDHMAN_ANCHOR = "distribution@demo.in";
const ADMIN = "admin@demo.in";

async function list(email: string, query: string, headers: Record<string, string> = {}) {
  return kit.app.inject({
    url: `/account/invoices?${query}`,
    headers: { ...(await kit.as(email)), ...headers },
  });
}

async function listed(email: string, query: string): Promise<InvoiceListResponse> {
  const response = await list(email, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InvoiceListResponse>();
}

const names = (answer: InvoiceListResponse) => answer.payload.map((item) => item.counterpartyName);

/**
 * Counts the reads of invoices from here on: the statements run through Drizzle, and on PGlite the ones the
 * list sends to the client itself (its prepared plans, `plan-cache.ts`); signing in reads no invoice.
 */
function invoiceReads(): () => number {
  const execute = vi.spyOn(kit.app.db, "execute");
  const client = (kit.app.db as { $client?: unknown }).$client;
  const query = client instanceof PGlite ? vi.spyOn(client, "query") : undefined;
  return () =>
    execute.mock.calls.length +
    (query?.mock.calls.filter(([text]) => /invoice/.test(String(text))).length ?? 0);
}

afterEach(() => vi.restoreAllMocks());

describe("the name filter: a case-insensitive contains search", () => {
  it('finds "cattle" inside "Patel Cattle Feed Suppliers", whatever the case', async () => {
    for (const text of ["cattle", "CATTLE feed", "atel cat"]) {
      const answer = await listed(ADMIN, `counterpartyName=${encodeURIComponent(text)}&pageSize=50`);
      expect(answer.payload.length, text).toBeGreaterThan(0);
      expect(new Set(names(answer))).toEqual(new Set(["Patel Cattle Feed Suppliers"]));
    }
  });

  it("matches % and _ literally, not as wildcards", async () => {
    for (const text of ["%", "_", "Patel%Feed", "Patel_Cattle"]) {
      const answer = await listed(ADMIN, `counterpartyName=${encodeURIComponent(text)}&pageSize=50`);
      expect(answer.payload, text).toEqual([]);
      expect(answer.total, text).toBe(0);
    }
  });
});

describe("one merchant user's invoices (userId)", () => {
  it("are a merchant's drawdowns, or the invoices a user entered, within the caller's tenancy", async () => {
    const merchant = await listed(ADMIN, `userId=${demoUserId("merchant")}&pageSize=100`);
    expect(merchant.payload.length).toBeGreaterThan(0);
    expect(new Set(merchant.payload.map((item) => item.type))).toEqual(new Set(["DRAWDOWN_REQUEST"]));

    const entered = detailOf(await createInvoice(kit, GOKUL_ANCHOR, supplierForm(kit.today())));
    const anchorUser = demoUserId("anchor");
    const mine = await listed(ADMIN, `userId=${anchorUser}&status=Initiated&pageSize=100`);
    expect(mine.payload.map((item) => item.id)).toContain(entered.id);
    expect(mine.payload.every((item) => item.type !== "DRAWDOWN_REQUEST")).toBe(true);
    expect((await listed(VARDHMAN_ANCHOR, `userId=${anchorUser}`)).payload).toEqual([]);

    const bad = await list(ADMIN, "userId=meena");
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: unknown[] }>().errors).toEqual([
      expect.objectContaining({ field: "userId", message: "User id must be a UUID" }),
    ]);
  });
});

describe("the count of a filter the counters cannot answer", () => {
  it("looks four pages past the page asked for and says the rest is more", async () => {
    const every = await listed(ADMIN, "amountFrom=0&pageSize=500");
    const matching = every.total;
    expect(every.totalIsCapped).toBe(false);
    expect(matching).toBeGreaterThan(90);

    const first = await listed(ADMIN, "amountFrom=0&pageSize=10");
    expect([first.total, first.totalIsCapped]).toEqual([50, true]);
    const fifth = await listed(ADMIN, "amountFrom=0&pageSize=10&page=5");
    expect([fifth.total, fifth.totalIsCapped]).toEqual([90, true]);
    const last = await listed(ADMIN, `amountFrom=0&pageSize=10&page=${Math.ceil(matching / 10)}`);
    expect([last.total, last.totalIsCapped]).toEqual([matching, false]);
  });
});

describe("the lean answer", () => {
  it("carries the field names once and one array per row, and reads back to the same items", async () => {
    const query = "pageSize=50&sort=-invoiceDate";
    const objects = await listed(ADMIN, query);
    const response = await list(ADMIN, `${query}&encoding=rows`);
    expect(response.statusCode, response.body).toBe(200);
    const lean = response.json<RowsEncoded & Omit<InvoiceListResponse, "payload">>();
    expect(lean).not.toHaveProperty("payload");
    expect(lean.rows[0]).toBeInstanceOf(Array);
    expect(fromRows<InvoiceItem>(lean)).toEqual(objects.payload);
    expect([lean.total, lean.totalIsCapped, lean.nextCursor]).toEqual([
      objects.total,
      objects.totalIsCapped,
      objects.nextCursor,
    ]);
    expect(response.body.length).toBeLessThan(JSON.stringify(objects).length * 0.6);
  });

  it("is gzipped for a client that accepts it", async () => {
    const plain = await list(ADMIN, "pageSize=50&encoding=rows");
    const zipped = await list(ADMIN, "pageSize=50&encoding=rows", { "accept-encoding": "gzip, br" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toContain("accept-encoding");
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });
});

describe("cache invalidation by tenant", () => {
  it("keeps another anchor's cached page through a write, and never serves a stale page", async () => {
    const query = "pageSize=50&sort=-createdAt";
    const vardhmanBefore = await listed(VARDHMAN_ANCHOR, query);
    await listed(GOKUL_ANCHOR, query);
    await listed(ADMIN, query);

    kit.clock.advance(1000); // the test clock stands still: a second later, "newest first" has one answer
    const created = await createInvoice(kit, GOKUL_ANCHOR, supplierForm(kit.today()));
    expect(created.statusCode, created.body).toBe(200);
    const invoice = detailOf(created);

    const reads = invoiceReads();
    expect(await listed(VARDHMAN_ANCHOR, query)).toEqual(vardhmanBefore);
    expect(reads()).toBe(0);

    const gokulPage = await listed(GOKUL_ANCHOR, query);
    expect(gokulPage.payload[0]?.id).toBe(invoice.id);
    expect((await listed(ADMIN, query)).payload[0]?.id).toBe(invoice.id);
    expect(reads()).toBeGreaterThan(0);

    const verified = await act(kit, "ops@demo.in", "verify", { id: invoice.id, version: invoice.version });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await listed(GOKUL_ANCHOR, query)).payload[0]?.status).toBe("Verified");
    expect((await listed(ADMIN, query)).payload[0]?.status).toBe("Verified");
    expect((await listed(ADMIN, `${query}&status=Verified`)).payload.map((i) => i.id)).toContain(invoice.id);
  });

  it("serves a repeated page from the cache while nothing under its tenant changed", async () => {
    const query = "pageSize=10&status=Initiated";
    const first = await listed(GOKUL_ANCHOR, query);
    const reads = invoiceReads();
    expect(await listed(GOKUL_ANCHOR, query)).toEqual(first);
    expect(reads()).toBe(0);
  });
});
