import { and, asc, eq } from "drizzle-orm";
import type { MandateEventSource, MandateItem, MandateKind, MandateStage } from "@domain/api/mandates";
import type { RepaymentFrequency } from "@domain/enums/finance";
import type { MandateStatus } from "@domain/enums/statuses";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { anchors, lenders, mandateEvents, mandates, users } from "@server/db/schema/index";
import { mandateScopeCondition } from "./mandate-scope";

export type MandateRow = typeof mandates.$inferSelect;

export const mandateSelect = (db: Executor) =>
  db
    .select({ mandate: mandates, lenderName: lenders.name, anchorName: anchors.name })
    .from(mandates)
    .innerJoin(lenders, eq(lenders.id, mandates.lenderId))
    .leftJoin(anchors, eq(anchors.id, mandates.anchorId))
    .$dynamic();

type SelectedRow = Awaited<ReturnType<typeof mandateSelect>>[number];

export const toMandateItem = ({ mandate, lenderName, anchorName }: SelectedRow): MandateItem => ({
  id: mandate.id,
  kind: mandate.kind as MandateKind,
  status: mandate.status as MandateStatus,
  stage: mandate.stage as MandateStage,
  provider: mandate.provider,
  providerMandateId: mandate.providerMandateId,
  umrn: mandate.umrn,
  maxAmountPaise: mandate.maxAmountPaise,
  frequency: mandate.frequency as RepaymentFrequency,
  startDate: mandate.startDate,
  endDate: mandate.endDate,
  accountNumberMasked: mandate.accountNumberMasked,
  ifsc: mandate.ifsc,
  bankName: mandate.bankName,
  accountHolderName: mandate.accountHolderName,
  loanId: mandate.loanId,
  loanNumber: mandate.loanNumber,
  lenderId: mandate.lenderId,
  lenderName,
  anchorId: mandate.anchorId,
  anchorName,
  borrowerUserId: mandate.borrowerUserId,
  borrowerName: mandate.borrowerName,
  version: mandate.version,
  createdAt: mandate.createdAt.toISOString(),
  updatedAt: mandate.updatedAt.toISOString(),
});

/** One mandate within the caller's scope, by id or by the provider's id; null when out of scope or unknown. */
export async function findScopedMandate(
  db: Executor,
  scope: TenancyScope,
  by: { id: string } | { provider: string; providerMandateId: string },
): Promise<SelectedRow | null> {
  const key =
    "id" in by
      ? eq(mandates.id, by.id)
      : and(eq(mandates.provider, by.provider), eq(mandates.providerMandateId, by.providerMandateId));
  const [row] = await mandateSelect(db)
    .where(and(mandateScopeCondition(scope), key))
    .limit(1);
  return row ?? null;
}

/** The mandate's timeline, oldest first, with who acted. */
export async function mandateTimeline(db: Executor, mandateId: string) {
  const rows = await db
    .select({ event: mandateEvents, actorName: users.name })
    .from(mandateEvents)
    .leftJoin(users, eq(users.id, mandateEvents.actorId))
    .where(eq(mandateEvents.mandateId, mandateId))
    .orderBy(asc(mandateEvents.seq));
  return rows.map(({ event, actorName }) => ({
    at: event.at.toISOString(),
    source: event.source as MandateEventSource,
    event: event.event,
    stage: event.stage as MandateStage | null,
    fromStatus: event.fromStatus as MandateStatus | null,
    toStatus: event.toStatus as MandateStatus | null,
    actorName,
    note: event.note,
  }));
}
