import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { BorrowerIdentityChange } from "@domain/api/borrower-identity";
import { LOAN_NOT_FOUND } from "@domain/api/loans";
import {
  ALONE_ALREADY,
  BORROWER_ACCOUNT_LOAN,
  borrowerMatchKey,
  identityBorrowerKey,
  sameBorrowerAlready,
} from "@domain/lending/borrower-identity";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { emis, receipts } from "@server/db/schema/collections";
import { borrowerIdentities, loans } from "@server/db/schema/loans";
import { conflict, notFound } from "@server/http/errors";
import type { LoanContext } from "./loan-context";
import { scopedLoanRow } from "./loan-detail";
import { assertLoanFresh, LOAN_ENTITY, type LoanRow } from "./loan-transition";
import { sameBorrowerLoans } from "./same-borrower-loans";

type BorrowerColumns = Pick<
  LoanRow,
  "borrowerUserId" | "borrowerName" | "borrowerMobile" | "borrowerPan" | "borrowerIdentityId"
>;

/**
 * The borrower identity a loan names (`domain/lending/borrower-identity.ts`): none when a merchant account
 * borrows; else the identity its PAN, or its mobile and name, match (made on first use); with neither, the
 * loan's own (kept across saves).
 */
export async function borrowerIdentityOf(
  tx: Executor,
  loan: Omit<BorrowerColumns, "borrowerIdentityId">,
  current: BorrowerColumns | null,
  at: Date,
): Promise<string | null> {
  if (loan.borrowerUserId) return null;
  const matchKey = borrowerMatchKey({
    pan: loan.borrowerPan,
    mobile: loan.borrowerMobile,
    name: loan.borrowerName,
  });
  if (!matchKey) {
    if (current?.borrowerIdentityId && !borrowerMatchKey(matchFields(current)))
      return current.borrowerIdentityId;
    const id = randomUUID();
    await tx
      .insert(borrowerIdentities)
      .values({ id, matchKey: null, name: loan.borrowerName, createdAt: at });
    return id;
  }
  await tx
    .insert(borrowerIdentities)
    .values({ id: randomUUID(), matchKey, name: loan.borrowerName, createdAt: at })
    .onConflictDoNothing();
  const [identity] = await tx
    .select({ id: borrowerIdentities.id })
    .from(borrowerIdentities)
    .where(eq(borrowerIdentities.matchKey, matchKey));
  return identity!.id;
}

const matchFields = (loan: BorrowerColumns) => ({
  pan: loan.borrowerPan,
  mobile: loan.borrowerMobile,
  name: loan.borrowerName,
});

/** Gives each loan with neither a borrower account nor an identity its identity (the seed's loans, as entered). */
export async function assignBorrowerIdentities(tx: Executor, at: Date): Promise<void> {
  const rows = await tx
    .select()
    .from(loans)
    .where(and(isNull(loans.borrowerUserId), isNull(loans.borrowerIdentityId)))
    .orderBy(loans.loanNumber);
  for (const loan of rows)
    await tx
      .update(loans)
      .set({ borrowerIdentityId: await borrowerIdentityOf(tx, loan, null, at) })
      .where(eq(loans.id, loan.id));
}

/** Gives a loan and its ledger (dues and receipts) the borrower key of `identityId`. */
async function moveLoanTo(tx: Executor, loan: LoanRow, identityId: string, at: Date) {
  await tx
    .update(loans)
    .set({ borrowerIdentityId: identityId, version: sql`${loans.version} + 1`, updatedAt: at })
    .where(eq(loans.id, loan.id));
  const borrowerKey = identityBorrowerKey(identityId);
  await tx.update(emis).set({ borrowerKey }).where(eq(emis.loanId, loan.id));
  await tx.update(receipts).set({ borrowerKey }).where(eq(receipts.loanId, loan.id));
}

async function loanByNumber(tx: Executor, context: LoanContext, loanNumber: string): Promise<LoanRow> {
  const [row] = await tx
    .select({ id: loans.id })
    .from(loans)
    .where(eq(loans.loanNumber, loanNumber.trim().toUpperCase()));
  if (!row) throw notFound(LOAN_NOT_FOUND);
  return scopedLoanRow(tx, context.principal, row.id);
}

/**
 * Staff correct the borrower match: MERGE puts the loan with another loan's borrower (`withLoanNumber`), SPLIT
 * gives it a borrower of its own that no new loan joins by itself. The loan's dues and receipts move with it, so
 * the next day-end classifies the borrowers as corrected. Audited on the loan, with both identities.
 */
export async function changeBorrowerIdentity(
  context: LoanContext,
  loanId: string,
  change: BorrowerIdentityChange,
): Promise<void> {
  const { db, now, principal } = context;
  await db.transaction(async (tx) => {
    const loan = await scopedLoanRow(tx, principal, loanId);
    assertLoanFresh(loan, change.version);
    if (loan.borrowerUserId || !loan.borrowerIdentityId) throw conflict(BORROWER_ACCOUNT_LOAN);
    let identityId: string;
    let withLoan: string | null = null;
    if (change.action === "MERGE") {
      const other = await loanByNumber(tx, context, change.withLoanNumber ?? "");
      if (other.borrowerUserId || !other.borrowerIdentityId) throw conflict(BORROWER_ACCOUNT_LOAN);
      if (other.borrowerIdentityId === loan.borrowerIdentityId)
        throw conflict(sameBorrowerAlready(other.loanNumber));
      identityId = other.borrowerIdentityId;
      withLoan = other.loanNumber;
    } else {
      if ((await sameBorrowerLoans(tx, loan)).length === 0) throw conflict(ALONE_ALREADY);
      identityId = randomUUID();
      await tx
        .insert(borrowerIdentities)
        .values({ id: identityId, matchKey: null, name: loan.borrowerName, createdAt: now });
    }
    await moveLoanTo(tx, loan, identityId, now);
    await recordAudit(tx, {
      actorId: principal.id,
      action: change.action === "MERGE" ? "borrowerMerged" : "borrowerSplit",
      entity: LOAN_ENTITY,
      entityId: loan.id,
      before: { borrowerIdentityId: loan.borrowerIdentityId },
      after: { borrowerIdentityId: identityId, withLoan, reason: change.reason },
      at: now,
    });
  });
}
