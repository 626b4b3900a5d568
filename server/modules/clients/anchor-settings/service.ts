import { ANCHOR_NOT_FOUND } from "@domain/api/anchors";
import {
  ANCHOR_SETTINGS_CHECKED_FIELDS,
  anchorLogoUrl,
  type AnchorSettingsResponse,
  type AnchorSettingsUpdateValues,
  type LogoSize,
  NO_LOGO,
  NO_SUCH_WORKFLOW,
  STALE_ANCHOR_SETTINGS,
} from "@domain/api/anchor-settings";
import type { LendingType } from "@domain/enums/finance";
import type { ActiveStatus } from "@domain/enums/statuses";
import type { Principal } from "@server/auth/principal";
import { scopeOf } from "@server/auth/tenancy";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import type { FieldChange } from "@server/db/schema/pending-changes";
import { badRequest, conflict, notFound } from "@server/http/errors";
import type { DocumentStore } from "@server/integrations/storage/document-store";
import { workflowExists } from "../../master/workflows/queries";
import { findScopedAnchor } from "../anchors/queries";
import { loadLogo, storeLogo, type UploadedLogo } from "../logo-upload";
import { checkedChanges, saveWithCheckedChanges } from "../pending-changes/propose";
import { openChangeFor } from "../pending-changes/queries";
import { anchorLiabilityDays } from "../programmes/queries";
import type { ClientContext } from "../programmes/service";
import { belongsToAnchor } from "./branding";
import { type AnchorSettingsRow, findSettings, updateSettingsAt } from "./queries";

/** The settings row of an anchor the caller may see (404 otherwise). */
async function scopedSettings(
  db: Executor,
  principal: Principal,
  anchorId: string,
): Promise<AnchorSettingsRow> {
  const anchor = await findScopedAnchor(db, scopeOf(principal), anchorId);
  const settings = anchor ? await findSettings(db, anchorId) : null;
  if (!settings) throw notFound(ANCHOR_NOT_FOUND);
  return settings;
}

const responseOf = async (db: Executor, row: AnchorSettingsRow): Promise<AnchorSettingsResponse> => ({
  anchorId: row.anchorId,
  status: row.status as ActiveStatus,
  wfId: row.wfId,
  gst: row.gst,
  rms: row.rms,
  prePayEnable: row.prePayEnable,
  subPlan: row.subPlan,
  subvention: { liabilityDays: await anchorLiabilityDays(db, row.anchorId) },
  theme: {
    bgColor: row.themeBgColor,
    logo: {
      medium: row.logoMediumKey ? anchorLogoUrl(row.anchorId, "medium") : null,
      large: row.logoLargeKey ? anchorLogoUrl(row.anchorId, "large") : null,
    },
  },
  ocr: {
    invoiceNumber: row.ocrInvoiceNumber,
    amount: row.ocrAmount,
    date: row.ocrDate,
    supplierId: row.ocrSupplierId,
  },
  lendingType: row.lendingType as LendingType,
  version: row.version,
  pendingChange: await openChangeFor(db, "anchor_settings", row.anchorId),
});

export async function anchorSettingsOf(db: Executor, principal: Principal, anchorId: string) {
  return responseOf(db, await scopedSettings(db, principal, anchorId));
}

/**
 * Saves the settings form at the version read (409 if stale). A new lending type or status (Active or
 * InActive) waits for another staff user's approval (maker-checker); everything else applies at once.
 */
export async function updateAnchorSettings(
  { db, now, principal }: ClientContext,
  anchorId: string,
  input: AnchorSettingsUpdateValues,
): Promise<AnchorSettingsResponse> {
  return db.transaction(async (tx) => {
    if (input.wfId && !(await workflowExists(tx, input.wfId)))
      throw badRequest(NO_SUCH_WORKFLOW, [{ field: "wfId", message: NO_SUCH_WORKFLOW }]);
    const before = await scopedSettings(tx, principal, anchorId);
    if (before.version !== input.version) throw conflict(STALE_ANCHOR_SETTINGS);
    const beforeResponse = await responseOf(tx, before);
    const checked = checkedChanges(
      { lendingType: before.lendingType, status: before.status },
      { lendingType: input.lendingType, status: input.status },
      ANCHOR_SETTINGS_CHECKED_FIELDS,
    );
    const direct = {
      wfId: input.wfId || null,
      gst: input.gst,
      rms: input.rms,
      prePayEnable: input.prePayEnable,
      subPlan: input.subPlan || null,
      themeBgColor: input.theme.bgColor || null,
      ocrInvoiceNumber: input.ocr.invoiceNumber,
      ocrAmount: input.ocr.amount,
      ocrDate: input.ocr.date,
      ocrSupplierId: input.ocr.supplierId,
    };
    return saveWithCheckedChanges(tx, {
      entity: "anchor_settings",
      entityId: anchorId,
      anchorId,
      lenderId: null,
      version: input.version,
      checked,
      staleMessage: STALE_ANCHOR_SETTINGS,
      saveDirect: () => updateSettingsAt(tx, anchorId, input.version, direct, now),
      reread: () => anchorSettingsOf(tx, principal, anchorId),
      before: beforeResponse,
      actorId: principal.id,
      at: now,
    });
  });
}

const logoColumn = (size: LogoSize) => (size === "medium" ? "logoMediumKey" : "logoLargeKey");

/** Stores a new logo (content-checked JPEG or PNG) and points the settings at it; the old file is removed. */
export async function replaceAnchorLogo(
  { db, now, principal }: ClientContext,
  documents: DocumentStore,
  anchorId: string,
  size: LogoSize,
  logo: UploadedLogo,
): Promise<AnchorSettingsResponse> {
  const before = await scopedSettings(db, principal, anchorId);
  const key = await storeLogo(documents, `anchor-logos/${anchorId}-${size}`, logo);
  const after = await db.transaction(async (tx) => {
    await updateSettingsAt(tx, anchorId, null, { [logoColumn(size)]: key }, now);
    const after = await anchorSettingsOf(tx, principal, anchorId);
    await recordAudit(tx, {
      actorId: principal.id,
      action: "anchor_settings.logo_replaced",
      entity: "anchor_settings",
      entityId: anchorId,
      before: { [size]: before[logoColumn(size)] },
      after: { [size]: key, mime: logo.mime, bytes: logo.bytes.length },
      at: now,
    });
    return after;
  });
  const old = before[logoColumn(size)];
  if (old) await documents.remove(old);
  return after;
}

/** The logo's bytes and type, for the anchor's own users, its merchants (by their anchor or as its anchor users) and platform staff. */
export async function anchorLogo(
  db: Executor,
  documents: DocumentStore,
  principal: Principal,
  anchorId: string,
  size: LogoSize,
) {
  const ownMerchant = await belongsToAnchor(db, principal, anchorId);
  const settings = ownMerchant
    ? await findSettings(db, anchorId)
    : await scopedSettings(db, principal, anchorId);
  return loadLogo(documents, settings?.[logoColumn(size)] ?? null, NO_LOGO);
}

/** Applies an approved lending-type or status change at the version it was proposed against. */
export const applyAnchorSettingsChange = (
  tx: Executor,
  anchorId: string,
  baseVersion: number,
  changes: readonly FieldChange[],
  now: Date,
) => {
  const checked: readonly string[] = ANCHOR_SETTINGS_CHECKED_FIELDS;
  const set = changes
    .filter((change) => checked.includes(change.field))
    .map((change) => [change.field, String(change.after)]);
  return updateSettingsAt(tx, anchorId, baseVersion, Object.fromEntries(set), now);
};
