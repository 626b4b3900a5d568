import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { startOfBusinessDate } from "@domain/dates/business-date";
import { recordAudit } from "@server/audit/audit-log";
import { insertOperationWriteOffs, owedLines } from "@server/modules/collections/emis/write-off-lines";
import { OPERATION_ENTITY } from "@server/modules/collections/pending-operations/propose-operation";
import { openDues, writeOffPreview } from "@server/modules/loans/loans/loan-write-off";
import type { Database } from "../database";
import { loans } from "../schema/loans";
import { pendingOperations } from "../schema/pending-operations";
import { demoUserId } from "./demo-data";

const REASON = "Business shut down; recovery through the courts";
/** Noon IST of the write-off day (06:30 UTC): its business date whatever the server's zone. */
const NOON_IST_MS = 6.5 * 60 * 60 * 1000;

/**
 * The demo's written-off loans as the product writes them off: an approved LOAN_WRITE_OFF operation (proposed by
 * the admin, approved by the super admin, both audited) and one WRITE_OFF line per open due and
 * component for what it owed on the write-off day, so the delinquency view reports the amount written off.
 * After the dues and receipts.
 */
export async function seedDemoWriteOffs(db: Database): Promise<void> {
  const writtenOff = await db.select().from(loans).where(eq(loans.status, "WRITTEN_OFF"));
  for (const loan of writtenOff) {
    const at = new Date(startOfBusinessDate(loan.closedOn ?? loan.updatedAt) + NOON_IST_MS);
    const dues = await openDues(db, loan.id, false);
    const approval = {
      operationId: randomUUID(),
      proposedBy: demoUserId("admin"),
      approvedBy: demoUserId("superadmin"),
    };
    const preview = writeOffPreview(loan, dues, REASON);
    await db.transaction(async (tx) => {
      await tx.insert(pendingOperations).values({
        id: approval.operationId,
        kind: "LOAN_WRITE_OFF",
        input: { loanId: loan.id, version: loan.version, reason: REASON },
        preview,
        proposedBy: approval.proposedBy,
        proposedAt: at,
        decidedBy: approval.approvedBy,
        decidedAt: at,
        decision: "APPROVED",
      });
      for (const [actorId, action, after] of [
        [approval.proposedBy, "LOAN_WRITE_OFF.proposed", { kind: "LOAN_WRITE_OFF", preview }],
        [approval.approvedBy, "LOAN_WRITE_OFF.approved", { receiptIds: [] }],
      ] as const)
        await recordAudit(tx, {
          actorId,
          action,
          entity: OPERATION_ENTITY,
          entityId: approval.operationId,
          after,
          at,
        });
      await insertOperationWriteOffs(tx, "WRITE_OFF", dues.flatMap(owedLines), REASON, { now: at }, approval);
    });
  }
}
