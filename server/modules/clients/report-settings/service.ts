import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import {
  REPORT_SETTING_NOT_FOUND,
  REPORT_SETTING_TAKEN,
  type REPORT_SETTING_SORT_FIELDS,
  type ReportSettingItem,
  type ReportSettingListQuery,
  STALE_REPORT_SETTING,
} from "@domain/api/report-settings";
import type { ReportFrequency } from "@domain/enums/reports";
import type { ProgrammeUserType } from "@domain/enums/users";
import type { ReportSettingsValues } from "@domain/schemas/report-settings";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { reportSettings } from "@server/db/schema/index";
import { keysetBatches, orderByKeys } from "@server/exports/keyset";
import { conflict, notFound } from "@server/http/errors";
import { conflictOnDuplicate } from "@server/http/unique-conflict";
import { type ExportQuery, nameContains, type SortField, sortKeysOf } from "../client-search";
import type { ClientContext } from "../programmes/service";

type Row = typeof reportSettings.$inferSelect;

const toItem = (row: Row): ReportSettingItem => ({
  id: row.id,
  userType: row.userType as ProgrammeUserType,
  eventEmail: row.eventEmail,
  reports: row.reports as ReportFrequency[],
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const SORTS: Record<(typeof REPORT_SETTING_SORT_FIELDS)[number], SortField> = {
  eventEmail: { column: reportSettings.eventEmail, cast: "text" },
  createdAt: { column: reportSettings.createdAt, cast: "timestamptz" },
};

export type ReportSettingExportQuery = ExportQuery<ReportSettingListQuery>;

/** Report settings are platform-wide (platform staff only): no tenancy filter applies, only the search. */
const reportSettingListWhere = (query: ReportSettingExportQuery) =>
  query.search ? nameContains(reportSettings.eventEmail, query.search) : undefined;

export async function listReportSettings(db: Executor, query: ReportSettingListQuery) {
  const where = reportSettingListWhere(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reportSettings)
      .where(where)
      .orderBy(...orderByKeys(sortKeysOf(SORTS, reportSettings.id, query.sort).keys))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(reportSettings).where(where),
  ]);
  return { payload: rows.map(toItem), total: total?.n ?? 0 };
}

/** Every report setting the list's search selects, in the list's order, batch by batch. */
export function reportSettingExportBatches(db: Executor, query: ReportSettingExportQuery) {
  const where = reportSettingListWhere(query);
  const { field, keys } = sortKeysOf(SORTS, reportSettings.id, query.sort);
  return keysetBatches<ReportSettingItem>({
    keys,
    keyOf: (setting) => [setting[field], setting.id],
    read: async (after, limit) => {
      const rows = await db
        .select()
        .from(reportSettings)
        .where(and(where, after))
        .orderBy(...orderByKeys(keys))
        .limit(limit);
      return rows.map(toItem);
    },
  });
}

export async function reportSetting(db: Executor, id: string): Promise<ReportSettingItem> {
  const [row] = await db.select().from(reportSettings).where(eq(reportSettings.id, id));
  if (!row) throw notFound(REPORT_SETTING_NOT_FOUND);
  return toItem(row);
}

/** A second setting for the same user type and address answers 409 in words. */
const refuseTaken = conflictOnDuplicate("report_settings_user_type_email_unique", REPORT_SETTING_TAKEN);

export async function createReportSetting(
  { db, now, principal }: ClientContext,
  input: ReportSettingsValues,
) {
  const id = randomUUID();
  const saving = db.transaction(async (tx) => {
    await tx
      .insert(reportSettings)
      .values({ id, ...input, eventEmail: input.eventEmail.toLowerCase(), createdAt: now, updatedAt: now });
    const created = await reportSetting(tx, id);
    await recordAudit(tx, {
      actorId: principal.id,
      action: "report_setting.created",
      entity: "report_setting",
      entityId: id,
      after: created,
      at: now,
    });
    return created;
  });
  return saving.catch(refuseTaken);
}

export async function updateReportSetting(
  { db, now, principal }: ClientContext,
  id: string,
  input: ReportSettingsValues & { version: number },
) {
  const saving = db.transaction(async (tx) => {
    const before = await reportSetting(tx, id);
    const { version, ...fields } = input;
    const updated = await tx
      .update(reportSettings)
      .set({
        ...fields,
        eventEmail: fields.eventEmail.toLowerCase(),
        version: sql`${reportSettings.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(reportSettings.id, id), eq(reportSettings.version, version)))
      .returning({ id: reportSettings.id });
    if (updated.length === 0) throw conflict(STALE_REPORT_SETTING);
    const after = await reportSetting(tx, id);
    await recordAudit(tx, {
      actorId: principal.id,
      action: "report_setting.updated",
      entity: "report_setting",
      entityId: id,
      before,
      after,
      at: now,
    });
    return after;
  });
  return saving.catch(refuseTaken);
}
