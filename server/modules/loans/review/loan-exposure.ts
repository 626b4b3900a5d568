import { and, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { LoanStatus } from "@domain/enums/statuses";
import type { Executor } from "@server/db/database";
import { loans } from "@server/db/schema/loans";

/** Loans that hold money of a limit: sanctioned and not yet closed or written off. */
export const LIVE_LOAN_STATUSES: readonly LoanStatus[] = [
  "SANCTIONED",
  "KFS_ACCEPTED",
  "AGREEMENT_SIGNED",
  "ACTIVE",
];

/** The count and amount (paise) of live loans matching `where`, leaving out one loan when named. */
export async function liveLoansOf(db: Executor, where: SQL, except: string | null) {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      paise: sql<string>`coalesce(sum(${loans.loanAmountPaise}), 0)`,
    })
    .from(loans)
    .where(
      and(where, inArray(loans.status, [...LIVE_LOAN_STATUSES]), except ? ne(loans.id, except) : undefined),
    );
  return { count: Number(row?.n ?? 0), paise: Number(row?.paise ?? 0) };
}

export const ofProgramme = (programmeId: string) => eq(loans.programmeId, programmeId);
export const ofBorrower = (borrowerUserId: string) => eq(loans.borrowerUserId, borrowerUserId);
