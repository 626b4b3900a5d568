import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { BusinessDate } from "@domain/dates/business-date";
import type { ExpectedItem } from "@domain/reconciliation/match-credits";
import type { Executor } from "@server/db/database";
import { bankStatementMatches } from "@server/db/schema/bank-statements";
import { emiCharges, emis, receipts } from "@server/db/schema/collections";
import { PAYABLE_STATUSES, PRESENTED_STATUSES } from "@server/modules/collections/receipts/open-dues";

/** The statuses of a due a bank credit may pay: the payable ones, and one presented (NACH/UPI) in flight. */
export const MATCHABLE_DUE_STATUSES = [...PAYABLE_STATUSES, ...PRESENTED_STATUSES];

const reversals = alias(receipts, "reversals");

/**
 * What a due owes, in SQL; on `on` when given: a penal line dated after it (a later day-end's) was not charged yet
 * then, so a credit of that value date is not expected to pay it (`penalPayableOn` posts it the same way).
 */
export const dueOwedOn = (on?: BusinessDate) => {
  const laterPenal = on
    ? sql`coalesce((SELECT sum(c.amount_paise) FROM ${emiCharges} c
        WHERE c.emi_id = ${emis.id} AND c.charged_on > ${on}::date), 0)`
    : sql`0`;
  return sql<number>`(${emis.principalDuePaise} + ${emis.interestDuePaise} - ${emis.principalPaidPaise}
    - ${emis.interestPaidPaise} + greatest(${emis.penalDuePaise} - ${laterPenal} - ${emis.penalPaidPaise}, 0))::bigint`;
};

/** Receipts with a UTR, live (not a reversal, not reversed), not reconciled to a bank credit yet. */
export const awaitingCreditCondition = (db: Executor) =>
  and(
    isNotNull(receipts.utr),
    isNull(receipts.reversesId),
    ne(receipts.channel, "REVERSAL"),
    gt(receipts.amountPaise, 0),
    notExists(
      db
        .select({ one: sql`1` })
        .from(reversals)
        .where(eq(reversals.reversesId, receipts.id)),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(bankStatementMatches)
        .where(
          and(eq(bankStatementMatches.receiptId, receipts.id), isNull(bankStatementMatches.unmatchedAt)),
        ),
    ),
  );

/** Open dues, in SQL: a matchable status and something still owed (on `on`, when given). */
export const openDueOn = (on?: BusinessDate) =>
  and(inArray(emis.status, MATCHABLE_DUE_STATUSES), sql`${dueOwedOn(on)} > 0`);

/**
 * The money a statement's credits up to `through` may be for: receipts awaiting their bank credit (T is the
 * day received, window strict) and open dues (T is the presentation day, strict, for one in flight; else the
 * due date, late payment allowed), each due batched with its borrower's others.
 */
export async function expectedMoney(db: Executor, through: BusinessDate): Promise<ExpectedItem[]> {
  const dues = await db
    .select({
      id: emis.id,
      status: emis.status,
      dueDate: emis.dueDate,
      presentedOn: emis.presentedOn,
      borrowerName: emis.borrowerName,
      borrowerKey: emis.borrowerKey,
      owed: dueOwedOn(through),
    })
    .from(emis)
    .where(and(openDueOn(through), lte(emis.dueDate, through)));
  const waiting = await db
    .select({
      id: receipts.id,
      utr: receipts.utr,
      amountPaise: receipts.amountPaise,
      receivedOn: receipts.receivedOn,
      borrowerName: receipts.borrowerName,
    })
    .from(receipts)
    .where(and(awaitingCreditCondition(db), lte(receipts.receivedOn, through)));
  return [
    ...dues.map((due) => {
      const presented = due.status === "INITIATED" && due.presentedOn !== null;
      return {
        id: due.id,
        kind: "DUE" as const,
        utr: null,
        amountPaise: Number(due.owed),
        expectedOn: presented ? due.presentedOn! : due.dueDate,
        strictWindow: presented,
        payerName: due.borrowerName,
        batchKey: due.borrowerKey,
      };
    }),
    ...waiting.map((receipt) => ({
      id: receipt.id,
      kind: "RECEIPT" as const,
      utr: receipt.utr,
      amountPaise: receipt.amountPaise,
      expectedOn: receipt.receivedOn,
      strictWindow: true,
      payerName: receipt.borrowerName,
      batchKey: null,
    })),
  ];
}
