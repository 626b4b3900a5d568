import { randomUUID } from "node:crypto";
import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import { LOAN_NOT_FOUND, LOAN_WRITE_OFF_WAITING, type LoanWriteOffValues } from "@domain/api/loans";
import type { OperationPreview } from "@domain/api/pending-operations";
import { businessDateAt } from "@domain/dates/business-date";
import { ApiProblem, notFound } from "@server/http/errors";
import type { Executor } from "@server/db/database";
import { emis, emiWriteOffs } from "@server/db/schema/collections";
import { loans } from "@server/db/schema/loans";
import type { EmiRow } from "@server/modules/collections/emis/emi-transition";
import { owedTotal } from "@server/modules/collections/receipts/settlement-write-off";
import type { MoneyOperation } from "@server/modules/collections/pending-operations/operation-context";
import { assertNoneWaiting } from "@server/modules/collections/pending-operations/waiting-operation";
import {
  insertOperationWriteOffs,
  owedLines,
  previewLineOf,
} from "@server/modules/collections/emis/write-off-lines";
import { scopedLoanRow } from "./loan-detail";
import { writeOffProposerRefusal } from "./loan-permissions";
import { applyLoanTransition, assertLoanCan } from "./loan-transition";

/** The loan's dues still open (neither completed nor cancelled), oldest first; locked when `lock`. */
export function openDues(db: Executor, loanId: string, lock: boolean) {
  const query = db
    .select()
    .from(emis)
    .where(and(eq(emis.loanId, loanId), notInArray(emis.status, ["COMPLETED", "CANCELLED"])))
    .orderBy(asc(emis.dueDate), asc(emis.installmentNumber), asc(emis.id));
  return lock ? query.for("update") : query;
}

/** What the proposer and the approver of a loan's write-off see: each open due's owed components. */
export function writeOffPreview(
  loan: { loanNumber: string; borrowerName: string },
  dues: readonly EmiRow[],
  reason: string,
): OperationPreview {
  const owed = dues.reduce((sum, emi) => sum + owedTotal(emi), 0);
  return {
    summary: `Write off ${loan.loanNumber} (the dues stay owing and recoverable): ${reason}`,
    totalPaise: owed,
    borrowerName: loan.borrowerName,
    utr: null,
    lines: dues.flatMap((emi) => owedLines(emi).map((line) => previewLineOf(emi, line, "written off"))),
    unappliedPaise: 0,
    writtenOffPaise: owed,
  };
}

/**
 * A loan's write-off as an operation a second staff user approves (the loan page's "Propose write-off"; the
 * loan machine's one-person writeOff is refused). Proposed by the lender's NBFC users or an administrator, with
 * a reason; nothing changes while it waits. The approval takes the loan ACTIVE → WRITTEN_OFF at the version
 * its proposer saw and records what each open due still owes, per component, as `emi_write_offs` lines of kind
 * WRITE_OFF (operation, approver, reason). It is a technical write-off: the dues stay owing — recoverable by
 * any receipt and still classified by the day-end, which reports the tranche's written-off amount.
 */
export const loanWriteOffOperation: MoneyOperation<LoanWriteOffValues> = {
  preview: async (db, input, context) => {
    const loan = await scopedLoanRow(db, context.principal, input.loanId);
    assertLoanCan(loan, "writeOff", input.version);
    const refusal = writeOffProposerRefusal(context.principal, {
      loan,
      kfs: null,
      today: businessDateAt(context.now),
    });
    if (refusal) throw new ApiProblem(refusal.status, refusal.reason);
    await assertNoneWaiting(db, "LOAN_WRITE_OFF", "loanId", loan.id, LOAN_WRITE_OFF_WAITING);
    return writeOffPreview(loan, await openDues(db, loan.id, false), input.reason);
  },
  execute: async (tx, input, context, approval) => {
    const [loan] = await tx.select().from(loans).where(eq(loans.id, input.loanId)).for("update");
    if (!loan) throw notFound(LOAN_NOT_FOUND);
    await applyLoanTransition(tx, {
      loan,
      action: "writeOff",
      version: input.version,
      actorId: approval.proposedBy,
      at: context.now,
      set: { closedOn: businessDateAt(context.now) },
      reason: input.reason,
    });
    const dues = await openDues(tx, loan.id, true);
    await insertOperationWriteOffs(tx, "WRITE_OFF", dues.flatMap(owedLines), input.reason, context, approval);
    return { receiptIds: [] };
  },
};

/**
 * Undoing a loan's write-off (the loan machine's undoWriteOff) takes its WRITE_OFF lines back: a negative line
 * per due, component and write-off operation, dated `on`, by who undid it. From that day the day-end reports
 * nothing written off; a day before it still reads the loan as written off then.
 */
export async function takeBackWriteOff(
  tx: Executor,
  loanId: string,
  on: string,
  by: { actorId: string; at: Date },
): Promise<void> {
  const rows = await tx
    .select({
      emiId: emiWriteOffs.emiId,
      component: emiWriteOffs.component,
      operationId: emiWriteOffs.operationId,
      amountPaise: sql<string>`sum(${emiWriteOffs.amountPaise})`,
    })
    .from(emiWriteOffs)
    .innerJoin(emis, eq(emis.id, emiWriteOffs.emiId))
    .where(and(eq(emis.loanId, loanId), eq(emiWriteOffs.kind, "WRITE_OFF")))
    .groupBy(emiWriteOffs.emiId, emiWriteOffs.component, emiWriteOffs.operationId);
  const open = rows.filter((row) => Number(row.amountPaise) !== 0);
  if (open.length === 0) return;
  await tx.insert(emiWriteOffs).values(
    open.map((row) => ({
      id: randomUUID(),
      emiId: row.emiId,
      component: row.component,
      operationId: row.operationId,
      kind: "WRITE_OFF",
      amountPaise: -Number(row.amountPaise),
      writtenOffOn: on,
      createdBy: by.actorId,
      reason: "Write-off undone",
      createdAt: by.at,
    })),
  );
}
