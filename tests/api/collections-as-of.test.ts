import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DpdRow, Statement } from "@domain/api/delinquency";
import { addDays } from "@domain/dates/business-date";
import { emis as emiTable } from "@server/db/schema/collections";
import { OPS, SUPERADMIN } from "./clients-kit";
import { collectionsKit, MAKER, owed } from "./collections-kit";
import { kfsLoanBody, SHREE } from "./loans-kit";

const kit = collectionsKit();

/**
 * Two receipts on a loan, the first reversed later: the figures of a day between them read the same in both
 * views only once the correction is booked (docs/as-of-figures.md).
 */
describe("a past date after a reversal: corrected and as reported", () => {
  it("reads one history in each view, and the day-end re-run of the date follows the corrected one", async () => {
    const loan = await kit.activeLoan(kfsLoanBody());
    const [one, two] = await kit.emisOf(loan.id);
    const rows = await kit.database.db.select().from(emiTable).where(eq(emiTable.loanId, loan.id));
    const borrowerKey = rows[0]!.borrowerKey;
    const principalDue = rows.reduce((sum, due) => sum + due.principalDuePaise, 0);
    const principalOf = (number: number) =>
      rows.find((due) => due.installmentNumber === number)!.principalDuePaise;

    kit.travelTo(one!.dueDate);
    const first = await kit.manualPayment(loan.id, owed(one!));
    kit.travelTo(two!.dueDate);
    const second = await kit.manualPayment(loan.id, owed(two!));
    const between = addDays(two!.dueDate, 5);
    kit.travelTo(addDays(two!.dueDate, 10));
    await kit.approve(
      await kit.okPayload<{ id: string }>(MAKER, "POST", "/account/collection/manager/cancel", {
        ids: [first.id],
        reason: "Cheque returned",
      }),
    );

    const statement = (asOf: string, view?: string) =>
      kit.okPayload<Statement>(
        OPS,
        "GET",
        `/account/statement?lenderId=${SHREE.id}&borrowerKey=${encodeURIComponent(borrowerKey)}&asOf=${asOf}${view ? `&view=${view}` : ""}`,
      );
    const owedAfterReplay = owed(one!) + owed(two!) - second.amountPaise;
    const credits = (read: Statement) =>
      read.entries.map((entry) => [entry.date, entry.kind, entry.debitPaise, entry.creditPaise]);

    // As reported on that day: both receipts had paid their own EMI.
    const reported = await statement(between, "REPORTED");
    expect(reported).toMatchObject({
      view: "REPORTED",
      dpd: 0,
      bucket: "STANDARD",
      overduePaise: 0,
      balancePaise: 0,
    });
    expect(credits(reported)).toEqual([
      [one!.dueDate, "DUE", owed(one!), 0],
      [one!.dueDate, "RECEIPT", 0, first.amountPaise],
      [two!.dueDate, "DUE", owed(two!), 0],
      [two!.dueDate, "RECEIPT", 0, second.amountPaise],
    ]);

    // Corrected (the default): the first receipt never came; the second paid the first EMI.
    const corrected = await statement(between);
    expect(corrected).toMatchObject({
      view: "CORRECTED",
      dpd: 6,
      bucket: "SMA_0",
      overduePaise: owedAfterReplay,
      balancePaise: owedAfterReplay,
    });
    expect(credits(corrected)).toEqual([
      [one!.dueDate, "DUE", owed(one!), 0],
      [two!.dueDate, "DUE", owed(two!), 0],
      [two!.dueDate, "RECEIPT", 0, second.amountPaise],
    ]);
    expect(corrected.dues.map((due) => due.balancePaise).slice(0, 2)).toEqual([0, owedAfterReplay]);

    // Once the reversal is booked, both views read the same balance; as reported shows the reversal as a debit.
    const after = addDays(two!.dueDate, 10);
    const reportedAfter = await statement(after, "REPORTED");
    const correctedAfter = await statement(after, "CORRECTED");
    expect(reportedAfter.balancePaise).toBe(owedAfterReplay);
    expect(correctedAfter.balancePaise).toBe(owedAfterReplay);
    expect(
      reportedAfter.entries.find((entry) => entry.description === "Reversal of a receipt"),
    ).toMatchObject({
      date: after,
      debitPaise: first.amountPaise,
      creditPaise: 0,
    });
    expect(correctedAfter.entries.some((entry) => entry.description === "Reversal of a receipt")).toBe(false);

    // Re-running the day-end of that date classifies it as corrected: the first EMI's principal paid once.
    await kit.okPayload(SUPERADMIN, "POST", "/account/dpd/dayEnd", { asOfDate: between });
    const tranches = await kit.page<DpdRow>(
      OPS,
      `/account/dpd?asOf=${between}&level=tranche&search=${loan.loanNumber}`,
    );
    expect(tranches.payload).toEqual([
      expect.objectContaining({
        dpd: 6,
        overduePaise: owedAfterReplay,
        principalOutstandingPaise: principalDue - principalOf(1),
      }),
    ]);
  });

  it("refuses a view it does not know, in words", async () => {
    const bad = await kit.fails(
      400,
      OPS,
      "GET",
      `/account/statement?lenderId=${SHREE.id}&borrowerKey=loan:${SHREE.id}&view=LATEST`,
    );
    expect(bad.errors?.[0]).toMatchObject({ field: "view", message: "View must be CORRECTED or REPORTED" });
  });
});
