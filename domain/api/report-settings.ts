import { REPORT_FREQUENCIES } from "@domain/enums/reports";
import { PROGRAMME_USER_TYPES } from "@domain/enums/users";
import { required } from "@domain/schemas/form-messages";
import { reportSettingsSchema } from "@domain/schemas/report-settings";
import { z } from "zod";
import { clientListQuery, pagedAnswer } from "./client-lists";
import { recordStampShape } from "./counterparties";

export const REPORT_SETTING_NOT_FOUND = "Report setting not found";
export const REPORT_SETTING_TAKEN =
  "This e-mail address already has a report setting for this user type; edit that one instead";
export const STALE_REPORT_SETTING =
  "This report setting was changed by someone else; reload it and try again";

/** `PUT /account/admin/report-settings/:id`: the form at the version read. */
export const reportSettingUpdateRequestSchema = reportSettingsSchema.extend({
  version: z
    .number({ error: required("Version") })
    .int()
    .positive(),
});

export const REPORT_SETTING_SORT_FIELDS = ["eventEmail", "createdAt"] as const;

/** `GET /account/admin/report-settings`: paged, sorted, searched by e-mail. */
export const reportSettingListQuerySchema = clientListQuery(REPORT_SETTING_SORT_FIELDS, "eventEmail");
export type ReportSettingListQuery = z.output<typeof reportSettingListQuerySchema>;

export const reportSettingItemSchema = z.object({
  id: z.string(),
  userType: z.enum(PROGRAMME_USER_TYPES),
  eventEmail: z.string(),
  reports: z.array(z.enum(REPORT_FREQUENCIES)),
  ...recordStampShape,
});
export type ReportSettingItem = z.infer<typeof reportSettingItemSchema>;

export const reportSettingListResponseSchema = pagedAnswer(reportSettingItemSchema);
