import { isUuid } from "@server/modules/account/counterparties/counterparty-scope";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  DEFAULT_LIABILITY_DAYS,
  PROGRAMME_ANCHOR_UNKNOWN,
  PROGRAMME_CHECKED_FIELDS,
  PROGRAMME_NAME_TAKEN,
  PROGRAMME_NOT_ACTIVE,
  PROGRAMME_NOT_FOUND,
  programmeLogoUrl,
  STALE_PROGRAMME,
  type ProgrammeDetail,
  type ProgrammeUpdateValues,
} from "@domain/api/programmes";
import { parseRupees } from "@domain/money/parse-rupees";
import type { ProgrammeCreationValues } from "@domain/schemas/programme";
import type { Principal } from "@server/auth/principal";
import { scopeOf } from "@server/auth/tenancy";
import { recordAudit } from "@server/audit/audit-log";
import type { Database, Executor } from "@server/db/database";
import { anchors, programmes } from "@server/db/schema/index";
import type { FieldChange } from "@server/db/schema/pending-changes";
import { badRequest, conflict, notFound } from "@server/http/errors";
import { conflictOnDuplicate } from "@server/http/unique-conflict";
import { assertLenderExists } from "../known-lender";
import { checkedChanges, proposeChange, saveWithCheckedChanges } from "../pending-changes/propose";
import { openChangeFor } from "../pending-changes/queries";
import {
  findScopedProgramme,
  interestRateOf,
  programmeColumnsOf,
  setInterestRate,
  type ProgrammeRow,
  toProgrammeItem,
  updateProgrammeAt,
} from "./queries";

export type ClientContext = { db: Database; now: Date; principal: Principal };

/** A second live programme of the same name (any case) for one anchor and lender answers 409 in words. */
const refuseNameTaken = conflictOnDuplicate("programmes_anchor_lender_name_unique", PROGRAMME_NAME_TAKEN);

const detailOf = async (db: Executor, row: ProgrammeRow): Promise<ProgrammeDetail> => ({
  ...toProgrammeItem(row),
  dashboards: row.programme.dashboards,
  isGstEnable: row.programme.isGstEnable,
  isItrEnable: row.programme.isItrEnable,
  subPlan: row.programme.subPlan,
  geography: row.programme.geography,
  gst: row.programme.gst,
  themeColor: row.programme.themeColor,
  interestRatePercent: await interestRateOf(db, row.programme.id),
  medLogo: row.programme.medLogoKey ? programmeLogoUrl(row.programme.id, "medLogo") : null,
  xtrLogo: row.programme.xtrLogoKey ? programmeLogoUrl(row.programme.id, "xtrLogo") : null,
  pendingChange: await openChangeFor(db, "programme", row.programme.id),
});

/** A programme the caller may see, with its pending change (404 otherwise). */
export async function programmeDetail(db: Executor, principal: Principal, id: string) {
  const row = await findScopedProgramme(db, scopeOf(principal), id);
  if (!row) throw notFound(PROGRAMME_NOT_FOUND);
  return detailOf(db, row);
}

const anchorExists = async (db: Executor, id: string) =>
  isUuid(id) &&
  (await db.select({ id: anchors.id }).from(anchors).where(eq(anchors.id, id)).limit(1)).length > 0;

/**
 * A new programme under an anchor and a lender, audited. It starts PENDING with no limit, its creation a
 * pending change (the limit from nothing, the status to ACTIVE): no invoice can draw on it until another
 * staff user approves. Unknown anchor or lender ids answer 400.
 */
export async function createProgramme(
  { db, now, principal }: ClientContext,
  input: ProgrammeCreationValues & { product: string; lenderId: string },
): Promise<ProgrammeDetail> {
  if (!(await anchorExists(db, input.anchorId)))
    throw badRequest(PROGRAMME_ANCHOR_UNKNOWN, [{ field: "anchorId", message: PROGRAMME_ANCHOR_UNKNOWN }]);
  await assertLenderExists(db, input.lenderId, "lenderId");
  const id = randomUUID();
  const saving = db.transaction(async (tx) => {
    await tx.insert(programmes).values({
      id,
      anchorId: input.anchorId,
      lenderId: input.lenderId,
      name: input.name,
      product: input.product,
      userType: "USER",
      programLimitPaise: 0,
      liabilityDays: DEFAULT_LIABILITY_DAYS,
      status: "PENDING",
      createdAt: now,
      updatedAt: now,
    });
    const created = await programmeDetail(tx, principal, id);
    await recordAudit(tx, {
      actorId: principal.id,
      action: "programme.created",
      entity: "programme",
      entityId: id,
      after: created,
      at: now,
    });
    await proposeChange(tx, {
      entity: "programme",
      entityId: id,
      anchorId: input.anchorId,
      lenderId: input.lenderId,
      changes: [
        { field: "programLimitPaise", before: null, after: parseRupees(input.programLimit) },
        { field: "status", before: null, after: "ACTIVE" },
      ],
      baseVersion: created.version,
      proposedBy: principal.id,
      proposedAt: now,
    });
    return programmeDetail(tx, principal, id);
  });
  return saving.catch(refuseNameTaken);
}

/**
 * Saves the programme form at the version read (409 if stale). The limit, liability days and interest rate
 * do not change here: a change to them becomes a pending change for another staff user to approve
 * (maker-checker).
 */
export async function updateProgramme(
  { db, now, principal }: ClientContext,
  id: string,
  input: ProgrammeUpdateValues,
): Promise<ProgrammeDetail> {
  const scope = scopeOf(principal);
  const saving = db.transaction(async (tx) => {
    const before = await findScopedProgramme(tx, scope, id);
    if (!before) throw notFound(PROGRAMME_NOT_FOUND);
    if (before.programme.version !== input.version) throw conflict(STALE_PROGRAMME);
    if (before.programme.status !== "ACTIVE") throw conflict(PROGRAMME_NOT_ACTIVE);
    const beforeDetail = await detailOf(tx, before);
    const checked = checkedChanges(
      beforeDetail,
      {
        programLimitPaise: parseRupees(input.programLimit),
        liabilityInterestDays: input.liabilityInterestDays,
        ...(input.interestRatePercent === undefined
          ? {}
          : { interestRatePercent: Number(input.interestRatePercent) }),
      },
      PROGRAMME_CHECKED_FIELDS,
    );
    const direct = {
      name: input.name,
      userType: input.userType,
      dashboards: input.dashboards,
      isGstEnable: input.isGstEnable,
      isItrEnable: input.isItrEnable,
      subPlan: input.subPlan || null,
      geography: input.geography,
      gst: input.gst || null,
      themeColor: input.themeColor || null,
    };
    return saveWithCheckedChanges(tx, {
      entity: "programme",
      entityId: id,
      anchorId: before.programme.anchorId,
      lenderId: before.programme.lenderId,
      version: input.version,
      checked,
      staleMessage: STALE_PROGRAMME,
      saveDirect: () => updateProgrammeAt(tx, id, input.version, direct, now),
      reread: () => programmeDetail(tx, principal, id),
      before: beforeDetail,
      actorId: principal.id,
      at: now,
    });
  });
  return saving.catch(refuseNameTaken);
}

/**
 * Applies an approved programme change at the version it was proposed against (false if it moved since):
 * its columns, and the interest rate of its invoice terms.
 */
export async function applyProgrammeChange(
  tx: Executor,
  id: string,
  baseVersion: number,
  changes: readonly { field: string; after: unknown }[],
  now: Date,
): Promise<boolean> {
  if (!(await updateProgrammeAt(tx, id, baseVersion, programmeColumnsOf(changes), now))) return false;
  const rate = changes.find((change) => change.field === "interestRatePercent");
  if (rate) await setInterestRate(tx, id, Number(rate.after), now);
  return true;
}

/** A rejected creation leaves the programme REJECTED with no limit: nothing can draw on it, nothing revives it. */
export async function rejectProgrammeChange(
  tx: Executor,
  id: string,
  changes: readonly FieldChange[],
  now: Date,
): Promise<void> {
  if (!changes.some((change) => change.field === "status")) return;
  await tx.update(programmes).set({ status: "REJECTED", updatedAt: now }).where(eq(programmes.id, id));
}
