import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { addDays, type BusinessDate } from "@domain/dates/business-date";
import { liabilitySplit } from "@domain/derived/liability-split";
import { identityBorrowerKey } from "@domain/lending/borrower-identity";
import type { Executor } from "@server/db/database";
import { emis, programmes, users } from "@server/db/schema/index";
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

/** An anchor as a borrower: repaying its supplier invoices, or owing its subvention. */
const anchorBorrowerKey = (anchorId: string): string => `anchor:${anchorId}`;

/** An invoice's borrower: the retailer invoice's merchant, else the anchor repaying its supplier invoices. */
export const invoiceBorrowerKey = (invoice: Pick<InvoiceRow, "merchantUserId" | "anchorId">): string =>
  invoice.merchantUserId ? `user:${invoice.merchantUserId}` : anchorBorrowerKey(invoice.anchorId);

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
 * An invoice tranche's dues: its single repayment on its payment date, of the disbursed amount and its interest
 * at the invoice's yearly rate for its repayment days (`liabilitySplit`, rounded once), and, when its programme
 * has liability days and the borrower is not the anchor itself, the anchor's share of that interest (days 1 to
 * N) as a due of the anchor's own (SUBVENTION, `anchor:<id>`), falling due when those days end; the invoice's
 * due keeps the rest.
 */
export function invoiceEmiRows(
  invoice: InvoiceRow,
  borrowerName: string,
  liabilityDays: number,
  at: Date,
): EmiInsert[] {
  const split = liabilitySplit({
    principalPaise: invoice.actualPaymentPaise,
    ratePercent: Number(invoice.interestRatePercent),
    tenureDays: invoice.repaymentDurationDays,
    liabilityDays: invoice.merchantUserId ? liabilityDays : 0,
  });
  const tranche = {
    lenderId: invoice.lenderId,
    anchorId: invoice.anchorId,
    programmeId: invoice.programmeId,
    trancheRef: invoice.invoiceNumber,
    installmentNumber: 1,
    status: "PENDING",
    createdAt: at,
    updatedAt: at,
  } satisfies Partial<EmiInsert>;
  const due: EmiInsert = {
    ...tranche,
    id: randomUUID(),
    trancheKind: "INVOICE",
    invoiceId: invoice.id,
    borrowerUserId: invoice.merchantUserId,
    borrowerKey: invoiceBorrowerKey(invoice),
    borrowerName,
    dueDate: invoice.paymentDate,
    principalDuePaise: invoice.actualPaymentPaise,
    interestDuePaise: split.borrowerInterestPaise,
  };
  if (split.anchorInterestPaise === 0) return [due];
  const subvention: EmiInsert = {
    ...tranche,
    id: randomUUID(),
    trancheKind: "SUBVENTION",
    subventionInvoiceId: invoice.id,
    borrowerKey: anchorBorrowerKey(invoice.anchorId),
    borrowerName: invoice.anchorName,
    dueDate: addDays(invoice.paymentDate, -split.borrowerDays),
    principalDuePaise: 0,
    interestDuePaise: split.anchorInterestPaise,
  };
  return [due, subvention];
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
 * The dues of invoices disbursed (`invoiceEmiRows`), each named after its merchant, else its anchor: one query
 * each for the names and the liability days, whatever the number of invoices.
 */
export async function invoiceDueRows(tx: Executor, disbursed: InvoiceRow[], at: Date): Promise<EmiInsert[]> {
  const merchantIds = [...new Set(disbursed.flatMap((invoice) => invoice.merchantUserId ?? []))];
  const programmeIds = [...new Set(disbursed.flatMap((invoice) => invoice.programmeId ?? []))];
  const [names, liabilities] = await Promise.all([
    merchantIds.length === 0
      ? []
      : tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, merchantIds)),
    programmeIds.length === 0
      ? []
      : tx
          .select({ id: programmes.id, days: programmes.liabilityDays })
          .from(programmes)
          .where(inArray(programmes.id, programmeIds)),
  ]);
  const nameOf = new Map(names.map((user) => [user.id, user.name]));
  const liabilityDaysOf = new Map(liabilities.map((programme) => [programme.id, programme.days]));
  return disbursed.flatMap((invoice) =>
    invoiceEmiRows(
      invoice,
      nameOf.get(invoice.merchantUserId ?? "") ?? invoice.anchorName,
      liabilityDaysOf.get(invoice.programmeId ?? "") ?? 0,
      at,
    ),
  );
}

/** Writes the dues of each invoice disbursed (its UTR entered), idempotent like the loan's: one insert. */
export async function generateInvoiceEmis(tx: Executor, disbursed: InvoiceRow[], at: Date): Promise<void> {
  if (disbursed.length === 0) return;
  await tx
    .insert(emis)
    .values(await invoiceDueRows(tx, disbursed, at))
    .onConflictDoNothing();
}

/** Writes an invoice's dues when it is disbursed (its UTR entered); idempotent like the loan's. */
export const generateInvoiceEmi = (tx: Executor, invoice: InvoiceRow, at: Date): Promise<void> =>
  generateInvoiceEmis(tx, [invoice], at);
