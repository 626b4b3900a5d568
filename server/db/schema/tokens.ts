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
    /**
     * The token response that replaced this one at rotation, AES-GCM-sealed under a key derived from this
     * token (only its holder can open it): answered again during the short refresh grace.
     */
    successorSealed: text("successor_sealed"),
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

/** Access tokens signed out before they expire (by `jti`); rows are pruned once the token would have expired. */
export const revokedAccessTokens = pgTable(
  "revoked_access_tokens",
  {
    jti: uuid("jti").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("revoked_access_tokens_expires_idx").on(table.expiresAt)],
);

/**
 * Consecutive failed sign-ins per subject: an account (`user:<id>`), or a normalised username no account
 * has (`name:<username>`), so unknown usernames lock exactly like real ones.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    subject: text("subject").primaryKey(),
    failures: integer("failures").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sign_in_failures_updated_idx").on(table.updatedAt)],
);
