import { REPORT_FREQUENCIES } from "@domain/enums/reports";
import { PROGRAMME_USER_TYPES } from "@domain/enums/users";
import { z } from "zod";
import { oneOf, someOf } from "./choice-fields";
import { required } from "./form-messages";
import { requiredEmail } from "./text-fields";

/** Report settings: who gets which scheduled reports (daily, monthly) at which e-mail. */
export const reportSettingsSchema = z.object({
  userType: oneOf(PROGRAMME_USER_TYPES, required("User Type")),
  eventEmail: requiredEmail("Email"),
  reports: someOf(REPORT_FREQUENCIES, "Reports"),
});
export type ReportSettingsInput = z.input<typeof reportSettingsSchema>;
export type ReportSettingsValues = z.output<typeof reportSettingsSchema>;
