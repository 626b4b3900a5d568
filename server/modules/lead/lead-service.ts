import { and, eq, sql } from "drizzle-orm";
import {
  LEAD_NOT_FOUND_MESSAGE,
  LEAD_NOT_SIGNED_UP_MESSAGE,
  type LeadProfile,
  type LeadStageBody,
  STALE_LEAD_MESSAGE,
} from "@domain/api/leads";
import type { LeadStage } from "@domain/enums/leads";
import type { OnboardingStatus } from "@domain/enums/statuses";
import { LEAD_MACHINE, type LeadAction } from "@domain/state-machines/lead";
import { allowedActions, describeIllegalTransition, transitionFor } from "@domain/state-machines/machine";
import { isAllowed } from "@server/auth/policy";
import type { Principal } from "@server/auth/principal";
import { scopeOf } from "@server/auth/tenancy";
import type { Database, Executor } from "@server/db/database";
import { leads, users } from "@server/db/schema/index";
import { conflict, notFound } from "@server/http/errors";
import { LEAD_MANAGERS } from "./lead-access";
import { leadHistory, recordLeadStageChange } from "./lead-audit";
import { findScopedLead, type LeadRow, toLeadItem } from "./lead-queries";

/** The moves the caller may make now: none for read-only callers; `convert` only once the prospect signed up. */
function movesFor(principal: Principal, lead: LeadRow["lead"]): LeadAction[] {
  if (!isAllowed(LEAD_MANAGERS, principal)) return [];
  return allowedActions(LEAD_MACHINE, lead.stage as LeadStage).filter(
    (action) => action !== "convert" || lead.merchantUserId !== null,
  );
}

async function profileOf(db: Executor, principal: Principal, row: LeadRow): Promise<LeadProfile> {
  const { lead } = row;
  const [merchant] = lead.merchantUserId
    ? await db
        .select({ id: users.id, name: users.name, onboardingStatus: users.onboardingStatus })
        .from(users)
        .where(eq(users.id, lead.merchantUserId))
    : [];
  return {
    ...toLeadItem(row),
    companyPan: lead.companyPan,
    companyType: lead.companyType,
    companyAge: lead.companyAge as LeadProfile["companyAge"],
    turnover: lead.turnover as LeadProfile["turnover"],
    noOfEmployees: lead.noOfEmployees,
    dateOfIncorporation: lead.dateOfIncorporation,
    businessAddress: lead.businessAddress,
    pincode: lead.pincode,
    merchant: merchant
      ? { ...merchant, onboardingStatus: merchant.onboardingStatus as OnboardingStatus | null }
      : null,
    history: await leadHistory(db, lead.id),
    allowedActions: movesFor(principal, lead),
  };
}

/** A lead the caller's scope covers (someone else's is a 404, as if it did not exist), with its profile. */
export async function getLeadProfile(db: Database, principal: Principal, id: string): Promise<LeadProfile> {
  const row = await findScopedLead(db, scopeOf(principal), id);
  if (!row) throw notFound(LEAD_NOT_FOUND_MESSAGE);
  return profileOf(db, principal, row);
}

type Deps = { db: Database; now: Date; principal: Principal };

/**
 * Moves a lead by one action of its state machine at the version the caller saw: a stale version, an
 * action its stage does not allow, or converting a lead that has not signed up is a 409; the move is audited.
 */
export async function moveLeadStage({ db, now, principal }: Deps, body: LeadStageBody): Promise<LeadProfile> {
  const scope = scopeOf(principal);
  return db.transaction(async (tx) => {
    const row = await findScopedLead(tx, scope, body.id);
    if (!row) throw notFound(LEAD_NOT_FOUND_MESSAGE);
    if (row.lead.version !== body.version) throw conflict(STALE_LEAD_MESSAGE);
    const from = row.lead.stage as LeadStage;
    const transition = transitionFor(LEAD_MACHINE, from, body.action);
    if (!transition) throw conflict(describeIllegalTransition(LEAD_MACHINE, from, body.action));
    if (body.action === "convert" && !row.lead.merchantUserId) throw conflict(LEAD_NOT_SIGNED_UP_MESSAGE);
    const updated = await tx
      .update(leads)
      .set({ stage: transition.to, version: sql`${leads.version} + 1`, updatedAt: now })
      .where(and(eq(leads.id, body.id), eq(leads.version, body.version)))
      .returning({ id: leads.id });
    if (updated.length === 0) throw conflict(STALE_LEAD_MESSAGE);
    await recordLeadStageChange(tx, {
      actorId: principal.id,
      leadId: body.id,
      action: body.action,
      from,
      to: transition.to,
      note: body.note || null,
      at: now,
    });
    const after = await findScopedLead(tx, scope, body.id);
    if (!after) throw notFound(LEAD_NOT_FOUND_MESSAGE);
    return profileOf(tx, principal, after);
  });
}
