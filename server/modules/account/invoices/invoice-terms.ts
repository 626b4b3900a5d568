import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Principal } from "@server/auth/principal";
import type { Executor } from "@server/db/database";
import { invoices, invoiceTerms } from "@server/db/schema/invoices";
import { programmes } from "@server/db/schema/programmes";
import { users } from "@server/db/schema/users";
import { conflict } from "@server/http/errors";
import { plainPercent } from "./invoice-row";

export const NO_PROGRAMME = "Your business has no financing programme yet";
export const NO_TERMS = "The programme has no invoice interest rate yet";

export type ProgrammeTerms = {
  programmeId: string;
  anchorId: string;
  lenderId: string;
  programLimitPaise: number;
  interestRatePercent: string;
};

/** The programme a merchant's invoices go to: the user's own, else its anchor's oldest. */
export async function programmeOf(db: Executor, principal: Principal): Promise<ProgrammeTerms> {
  const [user] = await db
    .select({ programmeId: users.programmeId })
    .from(users)
    .where(eq(users.id, principal.id));
  const byId = user?.programmeId ? eq(programmes.id, user.programmeId) : undefined;
  const byAnchor = principal.anchorId ? eq(programmes.anchorId, principal.anchorId) : undefined;
  const condition = byId ?? byAnchor;
  if (!condition) throw conflict(NO_PROGRAMME);
  const [row] = await db
    .select({
      programmeId: programmes.id,
      anchorId: programmes.anchorId,
      lenderId: programmes.lenderId,
      programLimitPaise: programmes.programLimitPaise,
      interestRatePercent: invoiceTerms.interestRatePercent,
    })
    .from(programmes)
    .leftJoin(invoiceTerms, eq(invoiceTerms.programmeId, programmes.id))
    .where(condition)
    .orderBy(asc(programmes.createdAt))
    .limit(1);
  if (!row) throw conflict(NO_PROGRAMME);
  if (row.interestRatePercent === null) throw conflict(NO_TERMS);
  return { ...row, interestRatePercent: plainPercent(row.interestRatePercent) };
}

/** Statuses whose amounts use the programme limit until the invoice is Completed. */
export const OUTSTANDING_STATUSES = ["Approved", "Paid"];

/** The anchor's outstanding under a programme: Approved and Paid invoices not yet Completed. */
export async function outstandingPaise(db: Executor, programmeId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${invoices.amountPaise}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.programmeId, programmeId), inArray(invoices.status, OUTSTANDING_STATUSES)));
  return Number(row?.total ?? 0);
}

/** Locks the programme row for the rest of the transaction, so two approvals cannot both use the same limit. */
export async function lockProgramme(
  db: Executor,
  programmeId: string,
): Promise<{ programLimitPaise: number }> {
  const [row] = await db
    .select({ programLimitPaise: programmes.programLimitPaise })
    .from(programmes)
    .where(eq(programmes.id, programmeId))
    .for("update");
  if (!row) throw conflict(NO_PROGRAMME);
  return row;
}
