import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { emis } from "@server/db/schema/collections";
import type { EmiItem } from "@domain/api/emis";
import { addDays, businessDateAt } from "@domain/dates/business-date";
import {
  KAVERI,
  kfsLoanBody,
  MERCHANT_ID,
  SHREE,
  uniqueBorrower,
  VARDHMAN,
  VARDHMAN_PROGRAMME,
} from "./loans-kit";
import { MERCHANT, NBFC, NBFC2, OPS, SUPERADMIN } from "./clients-kit";
import { csvOf, idsOf } from "./csv-answers";
import { COLLECTOR, emisKit } from "./emis-kit";

const kit = emisKit();
const today = () => businessDateAt(kit.clock.now());
const list = (email: string, query: string) =>
  kit.page<EmiItem>(email, `/account/emis?pageSize=100&${query}`);

describe("the EMI list", () => {
  it("filters by status, bounce list, schedule status, due dates and search, and exports exactly those rows", async () => {
    const borrower = uniqueBorrower("Bounce");
    const loan = await kit.activeLoan(kfsLoanBody({ borrowerName: borrower, borrowerUserId: MERCHANT_ID }));
    const [first, second, third] = await kit.emisOf(loan.id);
    let bounced = await kit.actOnEmi(COLLECTOR, first!, "markReady");
    bounced = await kit.schedule(COLLECTOR, bounced, today());
    bounced = await kit.actOnEmi(COLLECTOR, bounced, "present");
    bounced = await kit.actOnEmi(COLLECTOR, bounced, "bounce", { returnCode: "04" });
    let scheduled = await kit.actOnEmi(COLLECTOR, second!, "markReady");
    scheduled = await kit.schedule(COLLECTOR, scheduled, today());
    let initiated = await kit.actOnEmi(COLLECTOR, third!, "markReady");
    initiated = await kit.schedule(COLLECTOR, initiated, today());
    initiated = await kit.actOnEmi(COLLECTOR, initiated, "present");
    const mine = `loanId=${loan.id}`;

    expect((await list(OPS, `${mine}&bounced=true`)).payload.map((emi) => emi.id)).toEqual([bounced.id]);
    expect((await list(OPS, `${mine}&bounceReason=INSUFFICIENT_BALANCE`)).payload.map((e) => e.id)).toEqual([
      bounced.id,
    ]);
    expect((await list(OPS, `${mine}&bounceReason=ACCOUNT_CLOSED`)).total).toBe(0);
    expect((await list(OPS, `${mine}&scheduleStatus=scheduled`)).payload.map((e) => e.id)).toEqual([
      scheduled.id,
    ]);
    expect((await list(OPS, `${mine}&scheduleStatus=initiated`)).payload.map((e) => e.id)).toEqual([
      initiated.id,
    ]);
    expect((await list(OPS, `${mine}&scheduleStatus=all`)).total).toBe(12);
    expect((await list(OPS, `${mine}&status=PENDING,BOUNCED`)).total).toBe(10);
    expect((await list(OPS, `${mine}&dueFrom=${first!.dueDate}&dueTo=${second!.dueDate}`)).total).toBe(2);
    expect((await list(OPS, `search=${encodeURIComponent(borrower.toLowerCase())}`)).total).toBe(12);
    expect((await list(OPS, `search=${loan.loanNumber.toLowerCase()}`)).total).toBe(12);
    const page = await kit.page<EmiItem>(OPS, `/account/emis?${mine}&pageSize=10&page=2&sort=-dueDate`);
    expect(page.total).toBe(12);
    expect(page.payload.map((emi) => emi.installmentNumber)).toEqual([2, 1]);

    const csv = csvOf(
      await kit.call(OPS, "GET", `/account/emis/export?${mine}&status=PENDING&sort=-dueDate`),
    );
    const expected = (await list(OPS, `${mine}&status=PENDING&sort=-dueDate`)).payload.map((emi) => emi.id);
    expect(idsOf(csv)).toEqual(expected);
    expect(csv.rows[0]).toMatchObject({ Tranche: loan.loanNumber, Status: "Pending", Borrower: borrower });
  });

  it("keeps each reader to its tenancy", async () => {
    const shree = await kit.activeLoan(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
    const kaveri = await kit.activeLoan(
      kfsLoanBody({ lender: KAVERI.id, anchorName: VARDHMAN.name, programmeId: VARDHMAN_PROGRAMME.id }),
      "nbfc2@demo.in",
    );
    const lenders = async (email: string) =>
      new Set(
        (await kit.page<EmiItem>(email, "/account/emis?pageSize=5000")).payload.map((emi) => emi.lenderId),
      );
    expect(await lenders(NBFC)).toEqual(new Set([SHREE.id]));
    expect(await lenders(NBFC2)).toEqual(new Set([KAVERI.id]));
    expect((await list(NBFC, `loanId=${kaveri.id}`)).total).toBe(0);
    expect((await list(NBFC2, `loanId=${kaveri.id}`)).total).toBe(12);
    const merchant = await kit.page<EmiItem>(MERCHANT, "/account/emis?pageSize=5000");
    expect(new Set(merchant.payload.map((emi) => emi.borrowerUserId))).toEqual(new Set([MERCHANT_ID]));
    expect((await list(MERCHANT, `loanId=${shree.id}`)).total).toBe(12);
    const users = async (email: string, userId: string) =>
      new Set(
        (await kit.page<EmiItem>(email, `/account/emis?pageSize=5000&borrowerUserId=${userId}`)).payload.map(
          (emi) => emi.borrowerUserId,
        ),
      );
    expect(await users(OPS, MERCHANT_ID)).toEqual(new Set([MERCHANT_ID]));
    expect((await list(OPS, `borrowerUserId=${MERCHANT_ID}&loanId=${shree.id}`)).total).toBe(12);
    expect((await list(OPS, `borrowerUserId=${MERCHANT_ID}&loanId=${kaveri.id}`)).total).toBe(0);
    expect((await list(NBFC2, `borrowerUserId=${MERCHANT_ID}&loanId=${shree.id}`)).total).toBe(0);
    const badUser = await kit.fails(400, OPS, "GET", "/account/emis?borrowerUserId=nobody");
    expect(badUser.errors?.[0]).toMatchObject({
      field: "borrowerUserId",
      message: "Borrower id must be a UUID",
    });
    await kit.fails(400, OPS, "GET", "/account/emis?scheduleStatus=later");
    await kit.fails(400, OPS, "GET", "/account/emis?status=PAID");
  });
  it("shows each unpaid due's days past due as of today's end, none once it is settled", async () => {
    const loan = await kit.activeLoan();
    const [emi] = await kit.emisOf(loan.id);
    expect(emi!.dpd).toBe(0);
    // A due 44 days before today is 45 days past due at today's end (RBI: end-of-day date − due date + 1).
    await kit.database.db
      .update(emis)
      .set({ dueDate: addDays(today(), -44) })
      .where(eq(emis.id, emi!.id));
    expect((await kit.readEmi(OPS, emi!.id)).dpd).toBe(45);
    await kit.database.db.update(emis).set({ dueDate: today() }).where(eq(emis.id, emi!.id));
    expect((await kit.readEmi(OPS, emi!.id)).dpd).toBe(1);
    const proposal = await kit.okPayload<{ id: string }>(
      COLLECTOR,
      "POST",
      `/account/emis/${emi!.id}/cancel`,
      {
        version: (await kit.readEmi(OPS, emi!.id)).version,
        reason: "Schedule regenerated",
      },
    );
    expect((await kit.readEmi(OPS, emi!.id)).dpd).toBe(1);
    await kit.okPayload(SUPERADMIN, "POST", `/account/pending-operations/${proposal.id}/approve`);
    expect((await kit.readEmi(OPS, emi!.id)).dpd).toBe(0);
  });
});
