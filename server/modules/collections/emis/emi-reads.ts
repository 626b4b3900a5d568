import { and, asc, eq, or } from "drizzle-orm";
import type { EmiItem, EmiPresentation, TrancheKind } from "@domain/api/emis";
import { dpdOn } from "@domain/collections/dpd";
import type { BusinessDate } from "@domain/dates/business-date";
import type { EmiStatus } from "@domain/enums/statuses";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { anchors, emis, lenders, programmes } from "@server/db/schema/index";
import { emiScopeCondition } from "./emi-scope";

/** An EMI with the names a list row shows: its lender, anchor and programme. */
export const emiSelect = (db: Executor) =>
  db
    .select({ emi: emis, lenderName: lenders.name, anchorName: anchors.name, programmeName: programmes.name })
    .from(emis)
    .innerJoin(lenders, eq(lenders.id, emis.lenderId))
    .leftJoin(anchors, eq(anchors.id, emis.anchorId))
    .leftJoin(programmes, eq(programmes.id, emis.programmeId))
    .$dynamic();

export type EmiJoinedRow = Awaited<ReturnType<typeof emiSelect>>[number];

/** Statuses whose due is settled or void: they never age. */
const CLOSED_STATUSES: readonly string[] = ["COMPLETED", "CANCELLED"];

/** This due's own days past due at the end of `today` (`dpdOn`) while it is open; 0 once paid or cancelled. */
export const emiDaysPastDue = (emi: Pick<EmiItem, "status" | "dueDate">, today: BusinessDate): number =>
  CLOSED_STATUSES.includes(emi.status) ? 0 : dpdOn(today, emi.dueDate);

export function toEmiItem(row: EmiJoinedRow, today: BusinessDate): EmiItem {
  const { emi } = row;
  const item = {
    id: emi.id,
    trancheKind: emi.trancheKind as TrancheKind,
    loanId: emi.loanId,
    invoiceId: emi.invoiceId,
    subventionInvoiceId: emi.subventionInvoiceId,
    trancheRef: emi.trancheRef,
    lenderId: emi.lenderId,
    lenderName: row.lenderName,
    anchorId: emi.anchorId,
    anchorName: row.anchorName,
    programmeId: emi.programmeId,
    programmeName: row.programmeName,
    borrowerUserId: emi.borrowerUserId,
    borrowerKey: emi.borrowerKey,
    borrowerName: emi.borrowerName,
    installmentNumber: emi.installmentNumber,
    dueDate: emi.dueDate,
    status: emi.status as EmiStatus,
    principalDuePaise: emi.principalDuePaise,
    interestDuePaise: emi.interestDuePaise,
    penalDuePaise: emi.penalDuePaise,
    principalPaidPaise: emi.principalPaidPaise,
    interestPaidPaise: emi.interestPaidPaise,
    penalPaidPaise: emi.penalPaidPaise,
    outstandingPaise:
      emi.principalDuePaise +
      emi.interestDuePaise +
      emi.penalDuePaise -
      emi.principalPaidPaise -
      emi.interestPaidPaise -
      emi.penalPaidPaise,
    presentation: emi.presentation as EmiPresentation | null,
    presentedOn: emi.presentedOn,
    returnCode: emi.returnCode,
    bounceCount: emi.bounceCount,
    rescheduleDate: emi.rescheduleDate,
    paidOn: emi.paidOn,
    writtenOffPaise: emi.writtenOffPaise,
    version: emi.version,
    updatedAt: emi.updatedAt.toISOString(),
  };
  return { ...item, dpd: emiDaysPastDue(item, today) };
}

/** One EMI with its names, only if the scope may see it. */
export async function findScopedEmi(db: Executor, scope: TenancyScope, id: string) {
  const [row] = await emiSelect(db)
    .where(and(emiScopeCondition(scope), eq(emis.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * An invoice's dues the scope may see, its own repayment first: what its borrower repays, and the anchor's
 * subvention of its interest for the liability days.
 */
export async function invoiceDueItems(
  db: Executor,
  scope: TenancyScope,
  invoiceId: string,
  today: BusinessDate,
): Promise<EmiItem[]> {
  const rows = await emiSelect(db)
    .where(
      and(
        emiScopeCondition(scope),
        or(eq(emis.invoiceId, invoiceId), eq(emis.subventionInvoiceId, invoiceId)),
      ),
    )
    .orderBy(asc(emis.trancheKind));
  return rows.map((row) => toEmiItem(row, today));
}
