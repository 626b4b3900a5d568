import {
  BORROWER_NOT_FOUND,
  type Statement,
  type StatementDue,
  type StatementEntry,
  type StatementQuery,
} from "@domain/api/delinquency";
import type { DueComponent } from "@domain/collections/appropriation";
import { classify, dpdOn, type LedgerAllocation, type LedgerDue } from "@domain/collections/dpd";
import type { BusinessDate } from "@domain/dates/business-date";
import { humanize } from "@domain/enums/labels";
import { and, asc, eq, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import {
  emiCharges,
  emis,
  emiWriteOffs,
  lenders,
  receiptAllocations,
  receipts,
} from "@server/db/schema/index";
import { notFound } from "@server/http/errors";
import { receiptLineCounts } from "../receipts/counted-lines";
import { noSplit, receiptEntries, type Split } from "./statement-receipts";
import { dueFiguresOf, waiverEntries } from "./statement-waivers";

/** The dues a caller may see: every one, its lender's, its anchor's tranches', its own. */
function emiScopeCondition(scope: TenancyScope): SQL {
  switch (scope.level) {
    case "platform":
      return sql`true`;
    case "lender":
      return eq(emis.lenderId, scope.lenderId);
    case "anchor":
      return eq(emis.anchorId, scope.anchorId);
    case "merchant":
      return eq(emis.borrowerUserId, scope.userId);
  }
}

const ENTRY_ORDER: Record<StatementEntry["kind"], number> = { DUE: 0, CHARGE: 1, WAIVER: 2, RECEIPT: 3 };

/**
 * Whether a penal line counts in `view`: REPORTED keeps what was booked by then; CORRECTED leaves out the penal
 * a reversed receipt waived and its reversal re-instated (a charge's own receipt, an OVERDUE accrual, stays).
 */
function chargeCounts(view: StatementQuery["view"], asOf: BusinessDate): SQL {
  const counts = receiptLineCounts(view, asOf, {
    receiptId: sql`${emiCharges.receiptId}`,
    createdAt: sql`${emiCharges.createdAt}`,
  });
  return view === "REPORTED"
    ? counts
    : sql`(${emiCharges.kind} <> 'WAIVER' OR ${emiCharges.receiptId} IS NULL OR ${counts})`;
}

/**
 * A borrower's statement of account with one lender at the end of `asOf`, within the caller's tenancy, in the
 * query's view (`domain/collections/as-of-view.ts`):
 * every due (what was due, charged and paid, its balance and DPD), and the account's lines in date order
 * (dues and penal charges as debits, receipts as the credits appropriated to these dues) with the running
 * balance. DPD and bucket come from `classify`, the RBI rule the day-end applies.
 */
export async function readStatement(
  db: Executor,
  scope: TenancyScope,
  query: StatementQuery,
  asOf: BusinessDate,
): Promise<Statement> {
  const dueRows = await db
    .select({ emi: emis, lenderName: lenders.name })
    .from(emis)
    .innerJoin(lenders, eq(lenders.id, emis.lenderId))
    .where(
      and(
        eq(emis.lenderId, query.lenderId),
        eq(emis.borrowerKey, query.borrowerKey),
        ne(emis.status, "CANCELLED"),
        emiScopeCondition(scope),
      ),
    )
    .orderBy(asc(emis.dueDate), asc(emis.trancheRef), asc(emis.installmentNumber));
  const first = dueRows[0];
  if (!first) throw notFound(BORROWER_NOT_FOUND);
  const ids = dueRows.map((row) => row.emi.id);
  const [allocations, charges, waivers] = await Promise.all([
    db
      .select({
        emiId: receiptAllocations.emiId,
        component: receiptAllocations.component,
        amountPaise: receiptAllocations.amountPaise,
        allocatedOn: receiptAllocations.allocatedOn,
        receiptId: receipts.id,
        receiptNumber: receipts.receiptNumber,
        channel: receipts.channel,
        utr: receipts.utr,
      })
      .from(receiptAllocations)
      .innerJoin(receipts, eq(receipts.id, receiptAllocations.receiptId))
      .where(
        and(
          inArray(receiptAllocations.emiId, ids),
          lte(receiptAllocations.allocatedOn, asOf),
          receiptLineCounts(query.view, asOf, {
            receiptId: sql`${receiptAllocations.receiptId}`,
            createdAt: sql`${receiptAllocations.createdAt}`,
          }),
        ),
      ),
    db
      .select()
      .from(emiCharges)
      .where(
        and(inArray(emiCharges.emiId, ids), lte(emiCharges.chargedOn, asOf), chargeCounts(query.view, asOf)),
      ),
    db
      .select()
      .from(emiWriteOffs)
      .where(and(inArray(emiWriteOffs.emiId, ids), eq(emiWriteOffs.kind, "WAIVER"))),
  ]);
  const figuresOf = dueFiguresOf(
    dueRows.map(({ emi }) => emi),
    waivers,
    asOf,
  );

  const ledgerDues: LedgerDue[] = dueRows.map(({ emi }) => ({
    id: emi.id,
    dueDate: emi.dueDate,
    principalDuePaise: figuresOf.get(emi.id)!.principalThen,
    interestDuePaise: figuresOf.get(emi.id)!.interestThen,
  }));
  const ledgerAllocations: LedgerAllocation[] = allocations.map((line) => ({
    dueId: line.emiId,
    component: line.component as DueComponent,
    amountPaise: line.amountPaise,
    allocatedOn: line.allocatedOn,
  }));
  const standing = classify(ledgerDues, ledgerAllocations, asOf);

  const paidOf = new Map<string, Split>();
  for (const line of ledgerAllocations) {
    const split = paidOf.get(line.dueId) ?? noSplit();
    split[line.component] += line.amountPaise;
    paidOf.set(line.dueId, split);
  }
  const chargedOf = new Map<string, number>();
  for (const charge of charges)
    chargedOf.set(charge.emiId, (chargedOf.get(charge.emiId) ?? 0) + charge.amountPaise);

  const dues: StatementDue[] = dueRows.map(({ emi }) => {
    const paid = paidOf.get(emi.id) ?? noSplit();
    const charged = chargedOf.get(emi.id) ?? 0;
    const figures = figuresOf.get(emi.id)!;
    const owedNow = figures.principalThen + figures.interestThen - paid.PRINCIPAL - paid.INTEREST;
    return {
      id: emi.id,
      trancheRef: emi.trancheRef,
      installmentNumber: emi.installmentNumber,
      dueDate: emi.dueDate,
      principalDuePaise: figures.principal,
      interestDuePaise: figures.interest,
      penalChargedPaise: charged,
      principalPaidPaise: paid.PRINCIPAL,
      interestPaidPaise: paid.INTEREST,
      penalPaidPaise: paid.PENAL,
      balancePaise: owedNow + charged - paid.PENAL,
      dpd: owedNow > 0 && emi.dueDate <= asOf ? dpdOn(asOf, emi.dueDate) : 0,
    };
  });

  const trancheRefOf = new Map(dueRows.map(({ emi }) => [emi.id, emi.trancheRef]));
  const entries = [
    ...dueRows
      .filter(({ emi }) => emi.dueDate <= asOf)
      .map(({ emi }) => ({
        id: emi.id,
        date: emi.dueDate,
        kind: "DUE" as const,
        trancheRef: emi.trancheRef,
        reference: `${emi.trancheRef} #${emi.installmentNumber}`,
        description:
          emi.trancheKind === "SUBVENTION" ? "Subvention: the anchor's share of the interest" : "Due",
        split: {
          PENAL: 0,
          INTEREST: figuresOf.get(emi.id)!.interest,
          PRINCIPAL: figuresOf.get(emi.id)!.principal,
        },
        sign: 1,
      })),
    ...charges.map((charge) => ({
      id: charge.id,
      date: charge.chargedOn,
      kind: "CHARGE" as const,
      trancheRef: trancheRefOf.get(charge.emiId) ?? null,
      reference: trancheRefOf.get(charge.emiId) ?? "",
      description: `Penal charge (${humanize(charge.kind)})`,
      split: { ...noSplit(), PENAL: charge.amountPaise },
      sign: 1,
    })),
    ...waiverEntries(waivers, asOf, trancheRefOf),
    ...receiptEntries(allocations, trancheRefOf),
  ].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      ENTRY_ORDER[a.kind] - ENTRY_ORDER[b.kind] ||
      a.reference.localeCompare(b.reference),
  );
  let balance = 0;
  const lines: StatementEntry[] = entries.map(({ split, sign, ...entry }) => {
    const amount = split.PENAL + split.INTEREST + split.PRINCIPAL;
    balance += sign * amount;
    return {
      ...entry,
      debitPaise: sign > 0 ? amount : 0,
      creditPaise: sign < 0 ? amount : 0,
      penalPaise: split.PENAL,
      interestPaise: split.INTEREST,
      principalPaise: split.PRINCIPAL,
      balancePaise: balance,
    };
  });

  return {
    asOfDate: asOf,
    view: query.view,
    borrowerName: first.emi.borrowerName,
    borrowerKey: query.borrowerKey,
    lenderId: query.lenderId,
    lenderName: first.lenderName,
    dpd: standing.dpd,
    bucket: standing.bucket,
    overduePaise: standing.overduePaise,
    balancePaise: balance,
    dues,
    entries: lines,
  };
}
