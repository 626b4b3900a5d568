import { pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { recordStampColumns } from "./shared-columns";

/** Who gets which e-mailed reports (DAILY, MONTHLY), by programme user type (spec "Report settings"). */
export const reportSettings = pgTable(
  "report_settings",
  {
    id: uuid("id").primaryKey(),
    /** USER or ANCHOR. */
    userType: text("user_type").notNull(),
    /** Stored in lower case. */
    eventEmail: text("event_email").notNull(),
    reports: text("reports").array().notNull(),
    ...recordStampColumns(),
  },
  // One setting per address and user type: a second would mail the same reports twice.
  (table) => [uniqueIndex("report_settings_user_type_email_unique").on(table.userType, table.eventEmail)],
);
