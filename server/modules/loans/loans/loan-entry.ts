import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { LoanKind } from "@domain/api/loans";
import type { LoanStatus } from "@domain/enums/statuses";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { rawRows } from "@server/db/raw-rows";
import { loans } from "@server/db/schema/loans";
import { badRequest, conflict } from "@server/http/errors";
import { voidLiveKfs } from "../kfs/kfs-versions";
import { borrowerIdentityOf } from "./borrower-identity";
import { savedLoanCalculation } from "./first-due-date";
import { type LoanContext, todayOf, updateLoanAt } from "./loan-context";
import { scopedLoanRow } from "./loan-detail";
import { calculationColumns, type LoanFormInput, TERM_COLUMNS } from "./loan-form";
import { BEFORE_SANCTION, EDITABLE_STATUSES, REISSUE_STATUSES } from "./loan-permissions";
import { resolvePlacement } from "./loan-placement";
import { applyLoanTransition, assertLoanFresh, LOAN_ENTITY, type LoanRow } from "./loan-transition";

export const INITIAL_LOAN_STATUS: LoanStatus = "LOAN_DETAILS_SUBMITTED";

const LENDER_FIELD = { KFS: "lender", INDIVIDUAL: "lenderId" } as const;
const WRONG_FORM: Record<LoanKind, string> = {
  KFS: "This is a KFS loan; change it with the Loan/KFS form",
  INDIVIDUAL: "This is an individual loan; change it with the individual loan form",
};

/** The loan number of the sequence's value `n`: `LN-000001`. */
export const loanNumberOf = (n: number): string => `LN-${String(n).padStart(6, "0")}`;

/** `LN-000001` from the sequence's next value. */
async function nextLoanNumber(tx: Executor): Promise<string> {
  const [row] = rawRows<{ n: string | number }>(
    await tx.execute(sql`SELECT nextval('loan_number_seq') AS n`),
  );
  return loanNumberOf(Number(row?.n ?? 0));
}

/**
 * A new loan from the Loan/KFS form or the individual form: placement checked, the figures computed by the
 * server (the form's APR is never taken), numbered from the sequence, LOAN_DETAILS_SUBMITTED, prepared by
 * the caller, audited. Answers the new loan's id.
 */
export async function createLoan(
  context: LoanContext,
  kind: LoanKind,
  input: LoanFormInput,
): Promise<string> {
  const { db, now, principal } = context;
  const placement = await resolvePlacement(db, principal, input.placement, LENDER_FIELD[kind]);
  const calculation = savedLoanCalculation(input.terms, todayOf(context));
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const loanNumber = await nextLoanNumber(tx);
    const row = {
      id,
      loanNumber,
      kind,
      status: INITIAL_LOAN_STATUS,
      ...placement,
      ...input.columns,
      ...calculationColumns(calculation),
      preparedBy: principal.id,
      createdAt: now,
      updatedAt: now,
    };
    await tx
      .insert(loans)
      .values({ ...row, borrowerIdentityId: await borrowerIdentityOf(tx, borrowerOf(row), null, now) });
    await recordAudit(tx, {
      actorId: principal.id,
      action: "create",
      entity: LOAN_ENTITY,
      entityId: id,
      after: {
        status: INITIAL_LOAN_STATUS,
        loanNumber,
        kind,
        lenderId: placement.lenderId,
        borrowerName: row.borrowerName,
        loanAmountPaise: row.loanAmountPaise,
        aprPercent: row.aprPercent,
        reason: `Loan ${loanNumber} entered`,
      },
      at: now,
    });
  });
  return id;
}

/** The columns a borrower identity is matched on (`borrower-identity.ts`). */
const BORROWER_COLUMNS: readonly string[] = [
  "borrowerUserId",
  "borrowerName",
  "borrowerMobile",
  "borrowerPan",
];

const borrowerOf = (row: Record<string, unknown>) => ({
  borrowerUserId: (row.borrowerUserId as string | null | undefined) ?? null,
  borrowerName: row.borrowerName as string,
  borrowerMobile: (row.borrowerMobile as string | null | undefined) ?? null,
  borrowerPan: (row.borrowerPan as string | null | undefined) ?? null,
});

/** Two column values alike: rates compare as numbers ("15" is the stored "15.0000"), the rest as JSON. */
function sameValue(before: unknown, after: unknown): boolean {
  const numeric = /^-?\d+(\.\d+)?$/;
  if (typeof before === "string" && typeof after === "string" && numeric.test(before) && numeric.test(after))
    return Number(before) === Number(after);
  return JSON.stringify(before ?? null) === JSON.stringify(after ?? null);
}

const pick = (record: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, record[key] ?? null]));

/**
 * Saves the loan form at the version read. Free before sanction; from a sanction on, a change of terms
 * voids the KFS in force (from KFS_ACCEPTED through `reissueKfs`, back to SANCTIONED) and a new version
 * must be issued; once the agreement is signed any change voids it too, and the new KFS must be accepted and
 * the agreement signed again; from disbursal on nothing changes (409 naming the status). Whoever changes a
 * term becomes the one who entered the terms (`preparedBy`, who may not sanction them); a change of anything
 * else leaves that as it was. The changed fields are audited before and after.
 */
export async function updateLoan(
  context: LoanContext,
  id: string,
  kind: LoanKind,
  version: number,
  input: LoanFormInput,
): Promise<void> {
  const { db, now, principal } = context;
  const current = await scopedLoanRow(db, principal, id);
  if (current.kind !== kind) throw badRequest(WRONG_FORM[current.kind as LoanKind]);
  assertLoanFresh(current, version);
  const status = current.status as LoanStatus;
  if (!EDITABLE_STATUSES.includes(status)) throw conflict(`Loan is ${status}; its details cannot change`);
  const placement = await resolvePlacement(db, principal, input.placement, LENDER_FIELD[kind]);
  if (placement.lenderId !== current.lenderId && !BEFORE_SANCTION.includes(status))
    throw conflict(`Loan is ${status}; its lender can change only before sanction`);
  const calculation = savedLoanCalculation(input.terms, todayOf(context));
  const next: Record<string, unknown> = {
    ...placement,
    ...input.columns,
    ...calculationColumns(calculation),
  };
  const before = current as unknown as Record<string, unknown>;
  const changed = Object.keys(next).filter((key) => !sameValue(before[key], next[key]));
  if (changed.length === 0) return;
  const termsChanged = changed.some(
    (key) => (TERM_COLUMNS as readonly string[]).includes(key) || key === "lenderId",
  );
  await db.transaction(async (tx) => {
    const set = {
      ...pick(next, changed),
      ...(termsChanged ? { preparedBy: principal.id } : {}),
      ...(changed.some((key) => BORROWER_COLUMNS.includes(key))
        ? {
            borrowerIdentityId: await borrowerIdentityOf(
              tx,
              borrowerOf({ ...current, ...next }),
              current,
              now,
            ),
          }
        : {}),
    } as Partial<LoanRow>;
    // The signed agreement carries every field of the form, not only the terms.
    const voidsKfs = termsChanged || status === "AGREEMENT_SIGNED";
    const voided = voidsKfs ? await voidLiveKfs(tx, id, now, "The loan's terms changed") : null;
    const reason = `Changed ${changed.join(", ")}${voided ? `; KFS ${voided.proposalNumber} is void` : ""}`;
    if (voided && REISSUE_STATUSES.includes(status))
      await applyLoanTransition(tx, {
        loan: current,
        action: "reissueKfs",
        version,
        actorId: principal.id,
        at: now,
        set,
        reason,
      });
    else await updateLoanAt(tx, id, version, set, now);
    await recordAudit(tx, {
      actorId: principal.id,
      action: "update",
      entity: LOAN_ENTITY,
      entityId: id,
      before: pick(before, changed),
      after: { ...pick(next, changed), reason },
      at: now,
    });
  });
}
