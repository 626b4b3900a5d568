import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { BusinessDate } from "@domain/dates/business-date";
import type { ExpectedItem } from "@domain/reconciliation/match-credits";
import type { Executor } from "@server/db/database";
import { bankStatementMatches } from "@server/db/schema/bank-statements";
import { emis, receipts } from "@server/db/schema/collections";
import { PAYABLE_STATUSES, PRESENTED_STATUSES } from "@server/modules/collections/receipts/open-dues";

/** The statuses of a due a bank credit may pay: the payable ones, and one presented (NACH/UPI) in flight. */
export const MATCHABLE_DUE_STATUSES = [...PAYABLE_STATUSES, ...PRESENTED_STATUSES];

const reversals = alias(receipts, "reversals");

/** What a due still owes, in SQL. */
export const dueOwedSql = sql<number>`(${emis.principalDuePaise} + ${emis.interestDuePaise} + ${emis.penalDuePaise}
  - ${emis.principalPaidPaise} - ${emis.interestPaidPaise} - ${emis.penalPaidPaise})::bigint`;

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

/** Open dues, in SQL: a matchable status and something still owed. */
export const openDueCondition = and(inArray(emis.status, MATCHABLE_DUE_STATUSES), sql`${dueOwedSql} > 0`);

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
      owed: dueOwedSql,
    })
    .from(emis)
    .where(and(openDueCondition, lte(emis.dueDate, through)));
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
