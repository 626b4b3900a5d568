import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { anchors } from "./anchors";
import { lenders } from "./lenders";
import { programmes } from "./programmes";
import { recordStampColumns } from "./shared-columns";

/** Admin users (SUPER_ADMIN, ADMIN, NBFC, OPS) and merchant users (USER, ANCHOR) in one table. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey(),
    /** ADMIN or MERCHANT. */
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    /** Stored lower-case; sign-in compares lower-case. */
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    /** argon2id; null for a merchant who only signs in with an OTP. */
    passwordHash: text("password_hash"),
    /** The password is one an administrator typed (new account or reset): no sign-in until the user sets its own. */
    mustSetPassword: boolean("must_set_password").notNull().default(false),
    userType: text("user_type").notNull(),
    roles: text("roles").array().notNull().default([]),
    lenderId: uuid("lender_id").references(() => lenders.id),
    anchorId: uuid("anchor_id").references(() => anchors.id),
    programmeId: uuid("programme_id").references(() => programmes.id),
    businessName: text("business_name"),
    gstin: text("gstin"),
    pan: text("pan"),
    /** Merchants only: NEW_USER ... ACTIVE. */
    onboardingStatus: text("onboarding_status"),
    /** Merchants: Active or In-Active (the admin utility's updateWallet and syncWallet). */
    walletStatus: text("wallet_status").notNull().default("Active"),
    /** Carried by access tokens; bumped when the e-mail or mobile changes, which kills the older tokens. */
    sessionGeneration: integer("session_generation").notNull().default(0),
    ...recordStampColumns(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(table.email),
    uniqueIndex("users_mobile_unique").on(table.mobile),
    index("users_lender_idx").on(table.lenderId),
    index("users_anchor_idx").on(table.anchorId),
    index("users_created_idx").on(table.createdAt.desc(), table.id),
    index("users_name_search_idx").using("btree", sql`lower(${table.name})`),
  ],
);
