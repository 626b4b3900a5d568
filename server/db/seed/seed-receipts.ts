import { and, asc, eq, inArray, lte, or } from "drizzle-orm";
import { addDays, businessDateAt, type BusinessDate } from "@domain/dates/business-date";
import type { DueScope } from "@server/modules/collections/receipts/due-scope";
import { postReceipt } from "@server/modules/collections/receipts/post-receipt";
import type { Database } from "../database";
import { emis, invoices, loans } from "../schema/index";
import { demoUserId } from "./demo-data";
import { demoRepaymentOf, type DemoRepayment } from "./demo-loans";

type Emi = typeof emis.$inferSelect;

const owed = (emi: Emi) =>
  emi.principalDuePaise +
  emi.interestDuePaise +
  emi.penalDuePaise -
  emi.principalPaidPaise -
  emi.interestPaidPaise -
  emi.penalPaidPaise;

/**
 * The demo's receipts, posted through the receipt poster (appropriation, allocations, EMI statuses, audit) as
 * payments@demo.in entered them and superadmin@demo.in approved them. Each active loan is paid as its demo
 * repayment says (`DemoRepayment`: every missed due but the latest few, the oldest unpaid perhaps half, left
 * in the collection manager, PAID, for a settle); closed loans and completed invoices are paid in full, the
 * anchor's subvention of a completed invoice too. UTRs
 * are made-up 12-digit references.
 */
export async function seedDemoReceipts(db: Database, now: Date): Promise<void> {
  const today = businessDateAt(now);
  const context = { actorId: demoUserId("payments"), at: now };
  const approvedBy = demoUserId("superadmin");
  let serial = 0;
  const pay = async (emi: Emi, amountPaise: number, status: "PAID" | "COMPLETED") => {
    serial += 1;
    const receivedOn: BusinessDate = addDays(emi.dueDate, 2) < today ? addDays(emi.dueDate, 2) : today;
    const scope: DueScope = emi.loanId
      ? { kind: "loan", loanId: emi.loanId }
      : emi.invoiceId
        ? { kind: "invoice", invoiceId: emi.invoiceId }
        : { kind: "emi", emiId: emi.id };
    await db.transaction((tx) =>
      postReceipt(
        tx,
        {
          channel: "MANUAL_PAYMENT",
          status,
          amountPaise,
          utr: `7${String(serial).padStart(11, "0")}`,
          receivedOn,
          loanId: emi.loanId,
          invoiceId: emi.invoiceId,
          approvedBy,
          details: { paymentInvoiceId: emi.trancheRef, cmWise: status === "PAID", useCmDtAsSettlement: true },
        },
        { scope },
        context,
      ),
    );
  };
  const dues = (condition: ReturnType<typeof eq>) =>
    db
      .select()
      .from(emis)
      .where(and(condition, lte(emis.dueDate, today)))
      .orderBy(asc(emis.dueDate));

  const rows = await db
    .select({ id: loans.id, status: loans.status })
    .from(loans)
    .where(inArray(loans.status, ["ACTIVE", "CLOSED"]))
    .orderBy(loans.loanNumber);
  for (const loan of rows) {
    const missed = await dues(eq(emis.loanId, loan.id));
    const repayment: DemoRepayment =
      loan.status === "CLOSED" ? { unpaid: 0 } : (demoRepaymentOf(loan.id) ?? {});
    const paidUpTo = Math.max(0, missed.length - (repayment.unpaid ?? missed.length));
    for (const emi of missed.slice(0, paidUpTo)) await pay(emi, owed(emi), "COMPLETED");
    const oldestUnpaid = missed[paidUpTo];
    if (repayment.partPaid && oldestUnpaid)
      await pay(oldestUnpaid, Math.floor(owed(oldestUnpaid) / 2), "PAID");
  }
  const completed = await db
    .select({ emi: emis })
    .from(emis)
    .innerJoin(invoices, or(eq(invoices.id, emis.invoiceId), eq(invoices.id, emis.subventionInvoiceId)))
    .where(eq(invoices.status, "Completed"))
    .orderBy(asc(emis.dueDate), asc(emis.trancheKind));
  for (const { emi } of completed) await pay(emi, owed(emi), "COMPLETED");
}
