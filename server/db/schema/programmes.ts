import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { anchors } from "./anchors";
import { lenders } from "./lenders";

/** An anchor's financing programme with one lender (spec section 3, "Program"). */
export const programmes = pgTable(
  "programmes",
  {
    id: uuid("id").primaryKey(),
    anchorId: uuid("anchor_id")
      .notNull()
      .references(() => anchors.id),
    lenderId: uuid("lender_id")
      .notNull()
      .references(() => lenders.id),
    name: text("name").notNull(),
    product: text("product").notNull(),
    /** Programme user type: USER or ANCHOR. */
    userType: text("user_type").notNull(),
    /** The programme limit in paise. */
    programLimitPaise: bigint("program_limit_paise", { mode: "number" }).notNull(),
    /** Days of interest the anchor bears (1 to 90). */
    liabilityDays: integer("liability_days").notNull(),
    geography: text("geography").array().notNull().default([]),
    // Client-management fields (migration 0010).
    dashboards: text("dashboards").array().notNull().default([]),
    isGstEnable: boolean("is_gst_enable").notNull().default(false),
    isItrEnable: boolean("is_itr_enable").notNull().default(false),
    subPlan: text("sub_plan"),
    gst: text("gst"),
    themeColor: text("theme_color"),
    medLogoKey: text("med_logo_key"),
    xtrLogoKey: text("xtr_logo_key"),
    /** How receipts are appropriated (`APPROPRIATION_ORDERS`); null for the default (migration 0018). */
    appropriationOrder: text("appropriation_order"),
    /** PENDING until a second staff user approves its creation (limit 0 till then), ACTIVE, or REJECTED (migration 0030). */
    status: text("status").notNull().default("ACTIVE"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("programmes_anchor_idx").on(table.anchorId),
    index("programmes_lender_idx").on(table.lenderId),
    // One name per anchor and lender, whatever its case: a rejected proposal does not block a new one.
    uniqueIndex("programmes_anchor_lender_name_unique")
      .on(table.anchorId, table.lenderId, sql`lower(${table.name})`)
      .where(sql`${table.status} <> 'REJECTED'`),
  ],
);
