import { asc, eq } from "drizzle-orm";
import { EMI_NOT_FOUND, type EmiDetail } from "@domain/api/emis";
import { NACH_RETURNS } from "@domain/collections/nach-return-codes";
import type { BusinessDate } from "@domain/dates/business-date";
import { auditTrail } from "@server/audit/audit-trail";
import type { Principal } from "@server/auth/principal";
import { scopeOf } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { emiCharges, receiptAllocations, receipts } from "@server/db/schema/collections";
import { notFound } from "@server/http/errors";
import { findScopedEmi, toEmiItem } from "./emi-reads";
import { emiActionsFor, isReturnCode } from "./emi-rights";
import { EMI_ENTITY } from "./emi-transition";

const textOf = (value: unknown): string | null => (typeof value === "string" ? value : null);
const field = (record: unknown, key: string): unknown =>
  typeof record === "object" && record !== null ? (record as Record<string, unknown>)[key] : undefined;

async function emiTimeline(db: Executor, emiId: string) {
  const lines = await auditTrail(db, EMI_ENTITY, emiId);
  return lines.map((line) => ({
    at: line.at.toISOString(),
    actorName: line.actorName,
    action: line.action,
    from: textOf(field(line.before, "status")),
    to: textOf(field(line.after, "status")),
    reason: textOf(field(line.after, "reason")),
  }));
}

const chargesOf = (db: Executor, emiId: string) =>
  db
    .select({
      id: emiCharges.id,
      kind: emiCharges.kind,
      chargedOn: emiCharges.chargedOn,
      amountPaise: emiCharges.amountPaise,
      bearer: emiCharges.bearer,
      reversesId: emiCharges.reversesId,
      note: emiCharges.note,
    })
    .from(emiCharges)
    .where(eq(emiCharges.emiId, emiId))
    .orderBy(asc(emiCharges.chargedOn), asc(emiCharges.createdAt));

const allocationsOf = (db: Executor, emiId: string) =>
  db
    .select({
      id: receiptAllocations.id,
      receiptId: receipts.id,
      receiptNumber: receipts.receiptNumber,
      channel: receipts.channel,
      utr: receipts.utr,
      component: receiptAllocations.component,
      amountPaise: receiptAllocations.amountPaise,
      allocatedOn: receiptAllocations.allocatedOn,
    })
    .from(receiptAllocations)
    .innerJoin(receipts, eq(receipts.id, receiptAllocations.receiptId))
    .where(eq(receiptAllocations.emiId, emiId))
    .orderBy(asc(receiptAllocations.allocatedOn), asc(receiptAllocations.createdAt));

/** One EMI the caller may see (404 otherwise): its row, return code, charges, allocations, timeline and actions. */
export async function emiDetail(
  db: Executor,
  principal: Principal,
  id: string,
  today: BusinessDate,
): Promise<EmiDetail> {
  const row = await findScopedEmi(db, scopeOf(principal), id);
  if (!row) throw notFound(EMI_NOT_FOUND);
  const code = row.emi.returnCode;
  const known = isReturnCode(code) ? NACH_RETURNS[code] : null;
  return {
    ...toEmiItem(row, today),
    returnCodeLabel: known?.label ?? null,
    retryAllowed: known ? known.retry : null,
    charges: await chargesOf(db, id),
    allocations: await allocationsOf(db, id),
    timeline: await emiTimeline(db, id),
    allowedActions: emiActionsFor(principal, row.emi),
  };
}
