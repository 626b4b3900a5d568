import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Opaque refresh tokens, stored as sha256 hashes; one family per sign-in, rotated on every use. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the token was used (rotated) or revoked; a second use of it revokes the family. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("refresh_tokens_family_idx").on(table.familyId)],
);

/** One-time passwords sent to a mobile number, stored hashed. */
export const oneTimePasswords = pgTable(
  "one_time_passwords",
  {
    id: uuid("id").primaryKey(),
    mobile: text("mobile").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("one_time_passwords_mobile_idx").on(table.mobile, table.createdAt.desc())],
);
