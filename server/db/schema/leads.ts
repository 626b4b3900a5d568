import { sql } from "drizzle-orm";
import { bigint, date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { anchors } from "./anchors";
import { programmes } from "./programmes";
import { users } from "./users";
import { recordStampColumns } from "./shared-columns";

/**
 * A prospective borrower business captured before a loan: the contact, the business form's details (spec
 * section 3), who referred it, the merchant user once it signs up, the programme it is meant for, its stage.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey(),
    name: text("name").notNull(),
    mobile: text("mobile").notNull(),
    email: text("email"),
    companyGst: text("company_gst").notNull(),
    companyPan: text("company_pan").notNull(),
    businessName: text("business_name").notNull(),
    companyCategory: text("company_category").notNull(),
    companyType: text("company_type"),
    companyAge: text("company_age"),
    turnover: text("turnover"),
    noOfEmployees: integer("no_of_employees"),
    dateOfIncorporation: date("date_of_incorporation", { mode: "string" }),
    businessAddress: text("business_address").notNull(),
    pincode: text("pincode").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    capitalNeededPaise: bigint("capital_needed_paise", { mode: "number" }).notNull(),
    /** The anchor that referred it; null for self sign-ups, campaigns and walk-ins. */
    anchorId: uuid("anchor_id").references(() => anchors.id),
    /** The merchant user once the prospect has signed up. */
    merchantUserId: uuid("merchant_user_id").references(() => users.id),
    /** The lender programme it is meant for, when known (an NBFC user sees the leads of its programmes). */
    programmeId: uuid("programme_id").references(() => programmes.id),
    /** NEW ... CONVERTED, DROPPED (domain/state-machines/lead.ts). */
    stage: text("stage").notNull(),
    source: text("source").notNull(),
    ...recordStampColumns(),
  },
  (table) => [
    index("leads_stage_created_idx").on(table.stage, table.createdAt.desc(), table.id),
    index("leads_anchor_created_idx").on(table.anchorId, table.createdAt.desc(), table.id),
    index("leads_programme_idx").on(table.programmeId),
    index("leads_created_idx").on(table.createdAt.desc(), table.id),
    index("leads_business_name_idx").using("btree", sql`lower(${table.businessName})`),
  ],
);
