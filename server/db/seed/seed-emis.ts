import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { NACH_RETURN_CODE_LABELS, type NachReturnCode } from "@domain/collections/nach-return-codes";
import { bounceChargeFor } from "@domain/collections/penal-charges";
import { addDays, businessDateAt, type BusinessDate } from "@domain/dates/business-date";
import {
  invoiceBorrowerKey,
  invoiceDueRows,
  loanEmiRows,
} from "@server/modules/collections/emis/emi-generation";
import { EMI_ENTITY } from "@server/modules/collections/emis/emi-transition";
import { selectInvoices } from "@server/modules/account/invoices/invoice-reads";
import type { Executor } from "../database";
import { auditLog, emiCharges, emis, invoices, loans } from "../schema/index";
import { demoUserId } from "./demo-data";
import { demoRepaymentOf, type DemoRepayment } from "./demo-loans";
import { seedId } from "./identifiers";

type EmiInsert = typeof emis.$inferInsert;

/** Dues this close ahead are already in the sponsor bank's presentation file. */
const SCHEDULED_AHEAD_DAYS = 5;

/**
 * Where each demo due stands today. Nothing is paid here: the receipts' seed (`seed-receipts.ts`) pays dues
 * through the receipt poster, so the paid columns always match allocations. The latest missed due of an
 * active loan whose repayment says so bounced (with its bounce charge); the others past their date are
 * overdue (PENDING) until paid; dues of the next few days are scheduled for e-NACH.
 */
function placeLoanDues(rows: EmiInsert[], today: BusinessDate, repayment: DemoRepayment | undefined) {
  const missed = rows.filter((row) => row.dueDate <= today);
  const code = repayment?.bounced;
  const lastMissed = code ? missed.at(-1) : undefined;
  for (const row of rows) {
    if (code && row === lastMissed)
      Object.assign(row, {
        status: "BOUNCED",
        presentation: "NACH",
        presentedOn: row.dueDate,
        returnCode: code,
        bounceCount: 1,
        penalDuePaise: bounceChargeFor(code)?.totalPaise ?? 0,
        version: 2,
      });
    else if (repayment && row.dueDate > today && row.dueDate <= addDays(today, SCHEDULED_AHEAD_DAYS))
      Object.assign(row, { status: "SCHEDULED", presentation: "NACH", presentedOn: row.dueDate, version: 3 });
  }
}

/** The bounce charge and audit line of each bounced demo due, as the bounce command writes them. */
function bounceRecords(rows: EmiInsert[], at: Date) {
  const bounced = rows.filter((row) => row.status === "BOUNCED");
  const ops = demoUserId("ops");
  const charges = bounced.flatMap((row) => {
    const charge = bounceChargeFor(row.returnCode as NachReturnCode);
    return charge
      ? [
          {
            id: randomUUID(),
            emiId: row.id!,
            kind: "BOUNCE",
            chargedOn: row.dueDate,
            amountPaise: charge.totalPaise,
            createdBy: ops,
            createdAt: at,
          },
        ]
      : [];
  });
  const audit = bounced.map((row) => ({
    actorId: ops,
    action: "bounce",
    entity: EMI_ENTITY,
    entityId: row.id!,
    before: { status: "INITIATED" },
    after: {
      status: "BOUNCED",
      reason: `Returned ${NACH_RETURN_CODE_LABELS[row.returnCode as NachReturnCode]}`,
    },
    at,
  }));
  return { charges, audit };
}

/** The dues of the demo's disbursed loans (ACTIVE, CLOSED, WRITTEN_OFF), from each one's own schedule. */
async function loanDues(db: Executor, today: BusinessDate, at: Date): Promise<EmiInsert[]> {
  const rows = await db
    .select()
    .from(loans)
    .where(inArray(loans.status, ["ACTIVE", "CLOSED", "WRITTEN_OFF"]))
    .orderBy(loans.loanNumber);
  return rows.flatMap((loan) => {
    const dues = loanEmiRows(loan, loan.disbursedOn ?? today, at).map((row) => ({
      ...row,
      id: seedId(`emi:${loan.id}:${row.installmentNumber}`),
    }));
    placeLoanDues(dues, today, loan.status === "ACTIVE" ? demoRepaymentOf(loan.id) : undefined);
    return dues;
  });
}

/** The dues of each disbursed demo invoice (Paid, or Completed once repaid): `invoiceDueRows`, with seeded ids. */
async function invoiceDues(db: Executor, at: Date): Promise<EmiInsert[]> {
  const rows = await selectInvoices(db).where(inArray(invoices.status, ["Paid", "Completed"]));
  const invoiceOf = new Map(rows.map((invoice) => [invoice.id, invoice]));
  return (await invoiceDueRows(db, rows, at)).map((due) => ({
    ...due,
    id: due.invoiceId
      ? seedId(`emi:${invoiceBorrowerKey(invoiceOf.get(due.invoiceId)!)}:${due.invoiceId}`)
      : seedId(`emi:subvention:${due.subventionInvoiceId}`),
  }));
}

/** The demo's dues: every disbursed loan's schedule and every disbursed invoice's due, placed as of `now`. */
export async function seedDemoEmis(db: Executor, now: Date): Promise<void> {
  const today = businessDateAt(now);
  const rows = [...(await loanDues(db, today, now)), ...(await invoiceDues(db, now))];
  const { charges, audit } = bounceRecords(rows, now);
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(emis).values(rows.slice(start, start + 500));
  if (charges.length) await db.insert(emiCharges).values(charges);
  if (audit.length) await db.insert(auditLog).values(audit);
}
