import { randomUUID } from "node:crypto";
import type { DpdRow, DpdSummary } from "@domain/api/delinquency";
import type { DueComponent } from "@domain/collections/appropriation";
import type { LedgerAllocation, LedgerDue } from "@domain/collections/dpd";
import { emis, receiptAllocations, receipts } from "@server/db/schema/collections";
import { SUPERADMIN } from "./clients-kit";
import {
  GOKUL,
  GOKUL_PROGRAMME,
  KAVERI,
  kfsLoanBody,
  loansKit,
  SHREE,
  VARDHMAN,
  VARDHMAN_PROGRAMME,
} from "./loans-kit";

/** Where a test tranche sits: Gokul's programme with Shree, or Vardhman's with Kaveri. */
export const PLACES = {
  shree: { lenderId: SHREE.id, anchorId: GOKUL.id, programmeId: GOKUL_PROGRAMME.id, anchorName: GOKUL.name },
  kaveri: {
    lenderId: KAVERI.id,
    anchorId: VARDHMAN.id,
    programmeId: VARDHMAN_PROGRAMME.id,
    anchorName: VARDHMAN.name,
  },
} as const;
export type Place = keyof typeof PLACES;

export type Borrower = { key: string; name: string; userId: string | null };
export type Tranche = { id: string; ref: string; place: Place; borrower: Borrower; dues: LedgerDue[] };

let receiptSerial = 0;

/**
 * The delinquency tests' app and their own ledger: loans entered through the API (the tranches), then dues,
 * receipts and allocations written straight into the collections tables, as the collections commands would.
 */
export function delinquencyKit() {
  const kit = loansKit();
  const db = () => kit.database.db;

  const borrower = (name: string, userId: string | null = null): Borrower => ({
    key: userId ? `user:${userId}` : `loan:${randomUUID()}`,
    name,
    userId,
  });

  /** A loan (the tranche) and its dues: `[dueDate, principal, interest]` each, in paise. */
  async function tranche(place: Place, who: Borrower, dues: [string, number, number][]): Promise<Tranche> {
    const where = PLACES[place];
    const loan = await kit.create(
      kfsLoanBody({
        lender: where.lenderId,
        anchorName: where.anchorName,
        programmeId: where.programmeId,
        borrowerName: who.name,
      }),
    );
    const ledger: LedgerDue[] = dues.map(([dueDate, principal, interest]) => ({
      id: randomUUID(),
      dueDate,
      principalDuePaise: principal,
      interestDuePaise: interest,
    }));
    await db()
      .insert(emis)
      .values(
        ledger.map((due, index) => ({
          id: due.id,
          trancheKind: "LOAN",
          loanId: loan.id,
          trancheRef: loan.loanNumber,
          lenderId: where.lenderId,
          anchorId: where.anchorId,
          programmeId: where.programmeId,
          borrowerUserId: who.userId,
          borrowerKey: who.key,
          borrowerName: who.name,
          installmentNumber: index + 1,
          dueDate: due.dueDate,
          status: "SCHEDULED",
          principalDuePaise: due.principalDuePaise,
          interestDuePaise: due.interestDuePaise,
        })),
      );
    return { id: loan.id, ref: loan.loanNumber, place, borrower: who, dues: ledger };
  }

  /** A receipt on `receivedOn` allocated as `lines` (`[due, component, amount]`), as appropriation writes it. */
  async function receive(
    of: Tranche,
    receivedOn: string,
    lines: [LedgerDue, DueComponent, number][],
  ): Promise<{ id: string; allocations: LedgerAllocation[] }> {
    const id = randomUUID();
    const where = PLACES[of.place];
    receiptSerial += 1;
    await db()
      .insert(receipts)
      .values({
        id,
        receiptNumber: `RC-T${Date.now() % 1_000_000}-${receiptSerial}`,
        channel: "MANUAL_PAYMENT",
        status: "COMPLETED",
        lenderId: where.lenderId,
        anchorId: where.anchorId,
        programmeId: where.programmeId,
        borrowerUserId: of.borrower.userId,
        borrowerKey: of.borrower.key,
        borrowerName: of.borrower.name,
        loanId: of.id,
        utr: `UTRT${receiptSerial}${Date.now() % 1_000_000}`,
        amountPaise: lines.reduce((sum, [, , amount]) => sum + amount, 0),
        receivedOn,
      });
    const allocations = lines.map(([due, component, amountPaise]) => ({
      dueId: due.id,
      component,
      amountPaise,
      allocatedOn: receivedOn,
    }));
    await db()
      .insert(receiptAllocations)
      .values(
        allocations.map((line) => ({
          id: randomUUID(),
          receiptId: id,
          emiId: line.dueId,
          component: line.component,
          amountPaise: line.amountPaise,
          allocatedOn: line.allocatedOn,
        })),
      );
    return { id, allocations };
  }

  /** Pays a due's interest and principal in full. */
  const payInFull = (of: Tranche, due: LedgerDue, on: string) =>
    receive(of, on, [
      [due, "INTEREST", due.interestDuePaise],
      [due, "PRINCIPAL", due.principalDuePaise],
    ]);

  const dayEnd = (asOfDate: string, email = SUPERADMIN) =>
    kit.okPayload<{ asOfDate: string; runCount: number; trancheCount: number }>(
      email,
      "POST",
      "/account/dpd/dayEnd",
      {
        asOfDate,
      },
    );

  const dpd = (email: string, query: string) =>
    kit.page<DpdRow>(email, `/account/dpd?${query}`) as Promise<{ payload: DpdRow[]; total: number }>;
  const summary = (email: string, query: string) =>
    kit.okPayload<DpdSummary>(email, "GET", `/account/dpd/summary?${query}`);

  return Object.assign(kit, { borrower, tranche, receive, payInFull, dayEnd, dpd, summary });
}
