import { describe, expect, it } from "vitest";
import type { BulkResult, CollectionItem } from "@domain/api/collections";
import { ANCHOR2, MERCHANT, NBFC, NBFC2, OPS } from "./clients-kit";
import { CHECKER, collectionsKit, MAKER, owed, uniqueUtr } from "./collections-kit";
import { csvOf, idsOf } from "./csv-answers";
import { kfsLoanBody, MERCHANT_ID, uniqueBorrower } from "./loans-kit";
import { settleOwnReceipt } from "@server/modules/collections/collection-manager/bulk-actions";

const kit = collectionsKit();

/** A loan of its own borrower name with two receipts: one waiting in the collection manager (PAID), one final. */
async function twoReceipts() {
  const borrower = uniqueBorrower("Collected");
  const loan = await kit.payableLoan(kfsLoanBody({ borrowerName: borrower, borrowerUserId: MERCHANT_ID }));
  const [first] = await kit.emisOf(loan.id);
  const paid = await kit.manualPayment(loan.id, 1_000, uniqueUtr(), { cmWise: true });
  const completed = await kit.manualPayment(loan.id, owed(first!), uniqueUtr());
  return { loan, borrower, paid, completed };
}

const settle = (body: object, email = CHECKER) =>
  kit.okPayload<BulkResult>(email, "POST", "/account/collection/manager/settle", body);

describe("the collection manager", () => {
  it("searches by borrower, status, channel and UTR, 50 a page, and exports exactly the filtered rows", async () => {
    const { borrower, paid, completed } = await twoReceipts();
    const search = `search=${encodeURIComponent(borrower)}`;
    expect((await kit.collections(search)).map((row) => row.id).sort()).toEqual(
      [paid.id, completed.id].sort(),
    );
    expect((await kit.collections(`${search}&status=PAID`)).map((row) => row.id)).toEqual([paid.id]);
    expect(await kit.collections(`${search}&channel=SETTLEMENT`)).toEqual([]);
    expect(
      (await kit.collections(`utr=${encodeURIComponent(` ${paid.utr!.toLowerCase()} `)}`)).map(
        (row) => row.id,
      ),
    ).toEqual([paid.id]);
    const page = await kit.page<CollectionItem>(CHECKER, "/account/collections");
    expect(page.payload.length).toBeLessThanOrEqual(50);
    const csv = csvOf(
      await kit.call(CHECKER, "GET", `/account/collections/export?${search}&sort=receivedOn`),
    );
    expect(idsOf(csv).sort()).toEqual([paid.id, completed.id].sort());
    expect(csv.header).toContain("UTR");
    const bad = await kit.fails(400, CHECKER, "GET", "/account/collections?status=LOST");
    expect(bad.errors?.[0]?.field).toMatch(/^status/);
  });

  it("takes LIKE's own characters in the search as text: a lone backslash, % and _ match themselves", async () => {
    const { paid } = await twoReceipts();
    for (const text of ["\\", "%", "_", "RC-%", "a\\"])
      expect(await kit.collections(`search=${encodeURIComponent(text)}`)).toEqual([]);
    expect((await kit.collections(`search=${paid.receiptNumber}`)).map((row) => row.id)).toEqual([paid.id]);
  });

  it("settles a selection with one result per row: the paid one settled, the completed one refused", async () => {
    const { paid, completed } = await twoReceipts();
    const { results } = await settle({ ids: [paid.id, completed.id] });
    expect(results).toHaveLength(2);
    expect(results.find((row) => row.id === paid.id)).toMatchObject({ ok: true, message: "Settled" });
    expect(results.find((row) => row.id === completed.id)).toMatchObject({ ok: false });
    expect(results.find((row) => row.id === completed.id)?.message).toMatch(/COMPLETED|Completed/);
    expect((await kit.readCollection(paid.id)).status).toBe("COMPLETED");
    const none = await kit.fails(400, MAKER, "POST", "/account/collection/manager/settle", { ids: [] });
    expect(none.errors?.[0]?.message).toBe("Select the collections to act on, or all matching the filter");
  });

  it("never lets whoever entered or proposed a receipt settle it", async () => {
    const { paid } = await twoReceipts();
    const own = await settle({ ids: [paid.id] }, MAKER);
    expect(own.results).toEqual([
      expect.objectContaining({ id: paid.id, ok: false, message: settleOwnReceipt(paid.receiptNumber) }),
    ]);
    expect((await kit.readCollection(paid.id)).status).toBe("PAID");
    const other = await settle({ ids: [paid.id] });
    expect(other.results).toEqual([expect.objectContaining({ id: paid.id, ok: true })]);
  });

  it("settles all matching a filter after confirming its count and total", async () => {
    const { borrower, paid } = await twoReceipts();
    const filter = { search: borrower, status: ["PAID"], sort: "-createdAt" };
    const summary = await kit.okPayload<{ count: number; totalPaise: number }>(
      MAKER,
      "GET",
      `/account/collection/manager/summary?search=${encodeURIComponent(borrower)}&status=PAID`,
    );
    expect(summary).toEqual({ count: 1, totalPaise: paid.amountPaise });
    const { results } = await settle({ all: true, filter });
    expect(results).toEqual([expect.objectContaining({ id: paid.id, ok: true })]);
  });

  it("pauses the open dues of a receipt's borrower", async () => {
    const { loan, paid } = await twoReceipts();
    const { results } = await kit.okPayload<BulkResult>(MAKER, "POST", "/account/collection/manager/pause", {
      ids: [paid.id],
    });
    expect(results[0]).toMatchObject({ ok: true });
    const statuses = new Set((await kit.emisOf(loan.id)).map((emi) => emi.status));
    expect(statuses.has("PAUSED")).toBe(true);
    expect(statuses.has("PENDING")).toBe(false);
  });

  it("keeps each caller to its tenancy and money actions to money staff", async () => {
    const { paid } = await twoReceipts();
    expect((await kit.collections(`utr=${paid.utr}`, NBFC)).map((row) => row.id)).toEqual([paid.id]);
    expect(await kit.collections(`utr=${paid.utr}`, NBFC2)).toEqual([]);
    await kit.fails(404, NBFC2, "GET", `/account/collections/${paid.id}`);
    expect((await kit.collections(`utr=${paid.utr}`, MERCHANT)).map((row) => row.id)).toEqual([paid.id]);
    expect(await kit.collections(`utr=${paid.utr}`, ANCHOR2)).toEqual([]);
    await kit.fails(403, OPS, "POST", "/account/collection/manager/settle", { ids: [paid.id] });
    await kit.fails(403, NBFC, "POST", "/account/collection/manager/settle", { ids: [paid.id] });
    const { results } = await settle({ ids: ["00000000-0000-4000-8000-000000000000"] });
    expect(results).toEqual([]);
  });
});
