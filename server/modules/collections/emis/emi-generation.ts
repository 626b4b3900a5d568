import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { BusinessDate } from "@domain/dates/business-date";
import { identityBorrowerKey } from "@domain/lending/borrower-identity";
import { periodicRate, periodInterest } from "@domain/lending/periodic-rate";
import type { Executor } from "@server/db/database";
import { emis, users } from "@server/db/schema/index";
import { storedCalculation } from "@server/modules/loans/loans/loan-form";
import type { LoanRow } from "@server/modules/loans/loans/loan-transition";
import type { InvoiceRow } from "@server/modules/account/invoices/invoice-row";

type EmiInsert = typeof emis.$inferInsert;

/**
 * The RBI classification's borrower (`server/db/schema/collections.ts`): the merchant's account, else the loan's
 * borrower identity (one person's loans: `borrower-identity.ts`), else the loan itself.
 */
export const loanBorrowerKey = (
  loan: Pick<LoanRow, "id" | "borrowerUserId" | "borrowerIdentityId">,
): string =>
  loan.borrowerUserId
    ? `user:${loan.borrowerUserId}`
    : loan.borrowerIdentityId
      ? identityBorrowerKey(loan.borrowerIdentityId)
      : `loan:${loan.id}`;

/** An invoice's borrower: the retailer invoice's merchant, else the anchor repaying its supplier invoices. */
export const invoiceBorrowerKey = (invoice: Pick<InvoiceRow, "merchantUserId" | "anchorId">): string =>
  invoice.merchantUserId ? `user:${invoice.merchantUserId}` : `anchor:${invoice.anchorId}`;

/**
 * The EMI rows of a loan disbursed on `disbursedOn`: one per instalment of its schedule (the calculator's,
 * counted from the disbursal unless the loan names its first debit date), PENDING.
 */
export function loanEmiRows(loan: LoanRow, disbursedOn: BusinessDate, at: Date): EmiInsert[] {
  const { schedule } = storedCalculation(loan, disbursedOn);
  return schedule.map((row) => ({
    id: randomUUID(),
    trancheKind: "LOAN",
    loanId: loan.id,
    trancheRef: loan.loanNumber,
    lenderId: loan.lenderId,
    anchorId: loan.anchorId,
    programmeId: loan.programmeId,
    borrowerUserId: loan.borrowerUserId,
    borrowerKey: loanBorrowerKey(loan),
    borrowerName: loan.borrowerName,
    installmentNumber: row.installment,
    dueDate: row.dueDate,
    status: "PENDING",
    principalDuePaise: row.principalPaise,
    interestDuePaise: row.interestPaise,
    createdAt: at,
    updatedAt: at,
  }));
}

/**
 * An invoice tranche's single due, on its payment date: the disbursed amount, and its interest at the
 * invoice's yearly rate for its repayment days, rounded once (the loan calculator's period interest).
 */
export function invoiceEmiRow(invoice: InvoiceRow, borrowerName: string, at: Date): EmiInsert {
  const days = invoice.repaymentDurationDays;
  const rate = periodicRate(invoice.interestRatePercent, "YEARLY", {
    installments: 1,
    step: { days },
    yearNumerator: days,
    yearDenominator: 365,
  });
  return {
    id: randomUUID(),
    trancheKind: "INVOICE",
    invoiceId: invoice.id,
    trancheRef: invoice.invoiceNumber,
    lenderId: invoice.lenderId,
    anchorId: invoice.anchorId,
    programmeId: invoice.programmeId,
    borrowerUserId: invoice.merchantUserId,
    borrowerKey: invoiceBorrowerKey(invoice),
    borrowerName,
    installmentNumber: 1,
    dueDate: invoice.paymentDate,
    status: "PENDING",
    principalDuePaise: invoice.actualPaymentPaise,
    interestDuePaise: rate ? periodInterest(invoice.actualPaymentPaise, rate) : 0,
    createdAt: at,
    updatedAt: at,
  };
}

/** Writes a loan's EMIs when it becomes ACTIVE; a second call writes nothing (the unique instalment index). */
export async function generateLoanEmis(
  tx: Executor,
  loan: LoanRow,
  disbursedOn: BusinessDate,
  at: Date,
): Promise<void> {
  const rows = loanEmiRows(loan, disbursedOn, at);
  if (rows.length > 0) await tx.insert(emis).values(rows).onConflictDoNothing();
}

/**
 * Writes the due of each invoice disbursed (its UTR entered), named after its merchant, else its anchor;
 * idempotent like the loan's. One query for the names and one insert, whatever the number of invoices.
 */
export async function generateInvoiceEmis(tx: Executor, disbursed: InvoiceRow[], at: Date): Promise<void> {
  if (disbursed.length === 0) return;
  const merchantIds = [...new Set(disbursed.flatMap((invoice) => invoice.merchantUserId ?? []))];
  const names =
    merchantIds.length === 0
      ? []
      : await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, merchantIds));
  const nameOf = new Map(names.map((user) => [user.id, user.name]));
  const rows = disbursed.map((invoice) =>
    invoiceEmiRow(invoice, nameOf.get(invoice.merchantUserId ?? "") ?? invoice.anchorName, at),
  );
  await tx.insert(emis).values(rows).onConflictDoNothing();
}

/** Writes an invoice's due when it is disbursed (its UTR entered); idempotent like the loan's. */
export const generateInvoiceEmi = (tx: Executor, invoice: InvoiceRow, at: Date): Promise<void> =>
  generateInvoiceEmis(tx, [invoice], at);
