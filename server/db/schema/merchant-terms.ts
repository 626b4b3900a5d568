import { boolean, integer, numeric, pgTable, uuid } from "drizzle-orm/pg-core";
import { recordStampColumns } from "./shared-columns";
import { users } from "./users";

/** A merchant's loan terms as onboarding set them (the admin user operations form); rates in percent. */
export const merchantTerms = pgTable("merchant_terms", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id),
  loanTenureMonths: integer("loan_tenure_months"),
  processingFeePercent: numeric("processing_fee_percent", { precision: 7, scale: 4 }),
  simpleInterestPercent: numeric("simple_interest_percent", { precision: 7, scale: 4 }),
  penalInterestPercent: numeric("penal_interest_percent", { precision: 7, scale: 4 }),
  isSupplier: boolean("is_supplier").notNull().default(false),
  ...recordStampColumns(),
});
