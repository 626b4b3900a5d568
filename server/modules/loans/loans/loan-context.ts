import { and, eq, sql } from "drizzle-orm";
import { businessDateAt, type BusinessDate } from "@domain/dates/business-date";
import type { Principal } from "@server/auth/principal";
import type { Database, Executor } from "@server/db/database";
import { loans } from "@server/db/schema/loans";
import { conflict } from "@server/http/errors";
import { STALE_LOAN_MESSAGE } from "./loan-transition";

/** What a loan command runs with: the database, the instant, the caller and the lender's holidays. */
export type LoanContext = {
  db: Database;
  now: Date;
  principal: Principal;
  /** Bank holidays (`YYYY-MM-DD`) the KFS validity skips besides Sundays and 2nd/4th Saturdays. */
  holidays: readonly BusinessDate[];
};

/** India's business date of the command. */
export const todayOf = (context: Pick<LoanContext, "now">): BusinessDate => businessDateAt(context.now);

/** Sets columns of a loan at the version read (the version moves on); 409 when someone else changed it. */
export async function updateLoanAt(
  tx: Executor,
  id: string,
  version: number,
  set: Partial<typeof loans.$inferInsert>,
  now: Date,
): Promise<void> {
  const rows = await tx
    .update(loans)
    .set({ ...set, version: sql`${loans.version} + 1`, updatedAt: now })
    .where(and(eq(loans.id, id), eq(loans.version, version)))
    .returning({ id: loans.id });
  if (rows.length === 0) throw conflict(STALE_LOAN_MESSAGE);
}
