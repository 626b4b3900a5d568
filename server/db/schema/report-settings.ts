import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { recordStampColumns } from "./shared-columns";

/** Who gets which e-mailed reports (DAILY, MONTHLY), by programme user type (spec "Report settings"). */
export const reportSettings = pgTable("report_settings", {
  id: uuid("id").primaryKey(),
  /** USER or ANCHOR. */
  userType: text("user_type").notNull(),
  eventEmail: text("event_email").notNull(),
  reports: text("reports").array().notNull(),
  ...recordStampColumns(),
});
