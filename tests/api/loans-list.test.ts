import { describe, expect, it } from "vitest";
import type { LoanItem } from "@domain/api/loans";
import { ANCHOR, ANCHOR2, MERCHANT, NBFC, NBFC2, OPS } from "./clients-kit";
import { csvOf, idsOf } from "./csv-answers";
import { kfsLoanBody, loansKit, MERCHANT_ID, uniqueBorrower } from "./loans-kit";

const kit = loansKit();
const list = (email: string, query: string) =>
  kit.page<LoanItem>(email, `/user/loans?${query}`) as Promise<{
    payload: LoanItem[];
    total: number;
    totalIsCapped?: boolean;
  }>;

describe("GET /user/loans", () => {
  it("pages 50 by default, filters, sorts and searches, and exports the same rows", async () => {
    const stem = uniqueBorrower("Listed");
    const created: string[] = [];
    for (let n = 0; n < 52; n += 1) {
      const amount = String(10_000 + n * 1_000);
      kit.clock.advance(1_000);
      created.push((await kit.create(kfsLoanBody({ borrowerName: `${stem} ${n}`, loanAmount: amount }))).id);
    }
    const search = `search=${encodeURIComponent(stem)}`;
    const first = await list(OPS, search);
    expect(first.payload).toHaveLength(50);
    expect(first.total).toBe(52);
    expect(first.payload[0]?.id).toBe(created.at(-1));
    const second = await list(OPS, `${search}&page=2`);
    expect(second.payload.map((loan) => loan.id)).toEqual([created[1], created[0]]);
    const band = await list(OPS, `${search}&amountMin=2000000&amountMax=2200000&sort=loanAmountPaise`);
    expect(band.payload.map((loan) => loan.loanAmountPaise)).toEqual([2_000_000, 2_100_000, 2_200_000]);
    const number = first.payload[0]!.loanNumber;
    expect((await list(OPS, `search=${number}`)).payload.map((loan) => loan.id)).toEqual([created.at(-1)]);
    const reviewing = await kit.act(OPS, { id: created[0]!, version: 1 }, "startReview");
    const byStatus = await list(OPS, `${search}&status=UNDER_REVIEW,LOAN_REJECTED`);
    expect(byStatus.payload.map((loan) => loan.id)).toEqual([reviewing.id]);
    const paged = await list(OPS, `${search}&pageSize=10&page=2`);
    expect(paged.payload).toHaveLength(10);
    expect(paged.total).toBe(52);
    const bad = await kit.fails(400, OPS, "GET", "/user/loans?pageSize=7");
    expect(bad.errors?.[0]?.field).toBe("pageSize");
    const csv = csvOf(await kit.call(OPS, "GET", `/user/loans/export?${search}`));
    expect(idsOf(csv)).toEqual([...created].reverse());
    expect(csv.header).toContain("Loan number");
  });

  it("shows each tenant only its loans", async () => {
    const stem = uniqueBorrower("Tenancy");
    const own = await kit.create(
      kfsLoanBody({ borrowerName: `${stem} merchant`, borrowerUserId: MERCHANT_ID }),
    );
    const other = await kit.create(kfsLoanBody({ borrowerName: `${stem} other` }));
    const search = `search=${encodeURIComponent(stem)}`;
    const ids = async (email: string) => (await list(email, search)).payload.map((loan) => loan.id).sort();
    expect(await ids(OPS)).toEqual([own.id, other.id].sort());
    expect(await ids(NBFC)).toEqual([own.id, other.id].sort());
    expect(await ids(ANCHOR)).toEqual([own.id, other.id].sort());
    expect(await ids(NBFC2)).toEqual([]);
    expect(await ids(ANCHOR2)).toEqual([]);
    expect(await ids(MERCHANT)).toEqual([own.id]);
    await kit.fails(404, MERCHANT, "GET", `/user/loans/${other.id}`);
    const merchantView = await kit.read(MERCHANT, own.id);
    expect(merchantView).toMatchObject({
      allowedActions: [],
      refusedActions: [],
      canEdit: false,
      canIssueKfs: false,
    });
    expect(idsOf(csvOf(await kit.call(NBFC2, "GET", `/user/loans/export?${search}`)))).toEqual([]);
  });
});
