import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { DUE_COMPONENTS } from "@domain/collections/appropriation";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { emis, emiWriteOffs } from "@server/db/schema/collections";
import { loans } from "@server/db/schema/loans";
import { applyLoanTransition } from "@server/modules/loans/loans/loan-transition";
import { applyEmiTransition, type EmiRow } from "../emis/emi-transition";
import { type DueScope, dueScopeCondition } from "./due-scope";
import type { PostingContext } from "./emi-paid-columns";
import { lockPayableDues, outstandingOf } from "./open-dues";
import { RECEIPT_ENTITY, type ReceiptRow } from "./post-receipt";

export const writtenOffNotReversible = (receiptNumber: string) =>
  `Receipt ${receiptNumber} settled the borrower's dues with a write-off; a written-off due cannot be reopened, so the settlement cannot be reversed`;

/** What a due still owes, all components together. */
export const owedTotal = (emi: EmiRow) =>
  DUE_COMPONENTS.reduce((sum, component) => sum + outstandingOf(emi)[component], 0);

/** A settlement is always a staff user's command (approved by another), never a bank's. */
type StaffPosting = PostingContext & { actorId: string };

/**
 * A loan with no open due left is settled: WRITTEN_OFF when any of its dues was written off, else CLOSED
 * (fully paid), through the loan machine. A loan with a due still in flight at the bank stays ACTIVE.
 */
async function settleLoans(
  tx: Executor,
  loanIds: string[],
  on: string,
  reason: string,
  context: StaffPosting,
) {
  if (loanIds.length === 0) return;
  const rows = await tx.select().from(loans).where(inArray(loans.id, loanIds)).for("update");
  for (const loan of rows.filter((row) => row.status === "ACTIVE")) {
    const dues = await tx
      .select({ status: emis.status, writtenOffPaise: emis.writtenOffPaise })
      .from(emis)
      .where(eq(emis.loanId, loan.id));
    if (dues.some((due) => due.status !== "COMPLETED" && due.status !== "CANCELLED")) continue;
    await applyLoanTransition(tx, {
      loan,
      action: dues.some((due) => due.writtenOffPaise > 0) ? "writeOff" : "close",
      version: loan.version,
      actorId: context.actorId,
      at: context.at,
      set: { closedOn: on },
      reason,
    });
  }
}

/**
 * A compromise settlement: what the settlement `receipt` (already appropriated) left unpaid on the payable dues
 * of its scope is written off, one `emi_write_offs` line per due and component, and each due CANCELLED through
 * the EMI machine with its written-off total; each loan with nothing left open is then written off, or closed
 * when its dues were all paid. Answers the amount written off.
 */
export async function writeOffRemainder(
  tx: Executor,
  receipt: ReceiptRow,
  scope: DueScope,
  paidEmiIds: readonly string[],
  context: StaffPosting,
): Promise<number> {
  const dues = await lockPayableDues(tx, dueScopeCondition(scope, receipt.lenderId));
  const reason = `Written off by compromise settlement ${receipt.receiptNumber}`;
  const lines = dues.flatMap((emi) =>
    DUE_COMPONENTS.filter((component) => outstandingOf(emi)[component] > 0).map((component) => ({
      id: randomUUID(),
      emiId: emi.id,
      receiptId: receipt.id,
      component,
      amountPaise: outstandingOf(emi)[component],
      writtenOffOn: receipt.receivedOn,
      createdBy: context.actorId,
      createdAt: context.at,
    })),
  );
  if (lines.length > 0) await tx.insert(emiWriteOffs).values(lines);
  for (const emi of dues)
    await applyEmiTransition(tx, {
      emi,
      action: "cancel",
      version: emi.version,
      actorId: context.actorId,
      at: context.at,
      set: { writtenOffPaise: owedTotal(emi) },
      reason,
    });
  const writtenOffPaise = dues.reduce((sum, emi) => sum + owedTotal(emi), 0);
  const touched = await tx
    .select({ loanId: emis.loanId })
    .from(emis)
    .where(inArray(emis.id, [...dues.map((emi) => emi.id), ...paidEmiIds]));
  const loanIds = [...new Set(touched.flatMap((row) => (row.loanId ? [row.loanId] : [])))];
  await settleLoans(tx, loanIds, receipt.receivedOn, reason, context);
  await recordAudit(tx, {
    actorId: context.actorId,
    action: "receipt.settled",
    entity: RECEIPT_ENTITY,
    entityId: receipt.id,
    after: { receiptNumber: receipt.receiptNumber, writtenOffPaise, dues: dues.length },
    at: context.at,
  });
  return writtenOffPaise;
}

/** Why `receipt` cannot be reversed when it wrote dues off (they are CANCELLED, a reversal could not reopen them). */
export async function writeOffRefusal(tx: Executor, receipt: ReceiptRow): Promise<string | null> {
  const [line] = await tx
    .select({ id: emiWriteOffs.id })
    .from(emiWriteOffs)
    .where(eq(emiWriteOffs.receiptId, receipt.id))
    .limit(1);
  return line ? writtenOffNotReversible(receipt.receiptNumber) : null;
}
