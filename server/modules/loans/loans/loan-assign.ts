import { and, eq, inArray } from "drizzle-orm";
import { LENDER_UNKNOWN } from "@domain/api/admin-users";
import type { LoanStatus } from "@domain/enums/statuses";
import { recordAudit } from "@server/audit/audit-log";
import { lenders, users } from "@server/db/schema/index";
import { badRequest, conflict } from "@server/http/errors";
import { isUuid } from "@server/modules/account/counterparties/counterparty-scope";
import { voidLiveKfs } from "../kfs/kfs-versions";
import { LOAN_PLATFORM_STAFF } from "../loan-access";
import { type LoanContext, updateLoanAt } from "./loan-context";
import { scopedLoanRow } from "./loan-detail";
import { BEFORE_SANCTION } from "./loan-permissions";
import { misfitWithLender } from "./loan-placement";
import { assertLoanFresh, LOAN_ENTITY } from "./loan-transition";

export const RM_NOT_STAFF =
  "The relationship manager must be a platform staff user (operations, admin or super admin)";

const fieldProblem = (field: string, message: string) => badRequest(message, [{ field, message }]);

/**
 * Moves a loan to another lender before sanction (409 naming the status after it), if its programme and
 * anchor fit that lender (400 in words otherwise). A KFS issued meanwhile names the old lender: it is void.
 */
export async function assignLender(
  { db, now, principal }: LoanContext,
  body: { loanId: string; lenderId: string; version: number },
): Promise<void> {
  const loan = await scopedLoanRow(db, principal, body.loanId);
  assertLoanFresh(loan, body.version);
  const status = loan.status as LoanStatus;
  if (!BEFORE_SANCTION.includes(status))
    throw conflict(`Loan is ${status}; its lender can change only before sanction`);
  const [lender] = await db
    .select({ id: lenders.id, name: lenders.name })
    .from(lenders)
    .where(eq(lenders.id, body.lenderId));
  if (!lender) throw fieldProblem("lenderId", LENDER_UNKNOWN);
  const misfit = await misfitWithLender(db, loan, lender.id);
  if (misfit) throw fieldProblem("lenderId", misfit.message);
  await db.transaction(async (tx) => {
    const voided = await voidLiveKfs(tx, loan.id, now, `The lender changed to ${lender.name}`);
    await updateLoanAt(tx, loan.id, body.version, { lenderId: lender.id }, now);
    await recordAudit(tx, {
      actorId: principal.id,
      action: "assignLender",
      entity: LOAN_ENTITY,
      entityId: loan.id,
      before: { lenderId: loan.lenderId },
      after: {
        lenderId: lender.id,
        reason: `Lender: ${lender.name}${voided ? `; KFS ${voided.proposalNumber} is void` : ""}`,
      },
      at: now,
    });
  });
}

/** Names the loan's relationship manager: a platform staff user (400 otherwise), at the version read. */
export async function assignRm(
  { db, now, principal }: LoanContext,
  body: { loanId: string; rmUserId: string; version: number },
): Promise<void> {
  const loan = await scopedLoanRow(db, principal, body.loanId);
  assertLoanFresh(loan, body.version);
  const [rm] = isUuid(body.rmUserId)
    ? await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(
          and(
            eq(users.id, body.rmUserId),
            eq(users.kind, "ADMIN"),
            inArray(users.userType, [...LOAN_PLATFORM_STAFF.userTypes]),
          ),
        )
    : [];
  if (!rm) throw fieldProblem("rmUserId", RM_NOT_STAFF);
  await db.transaction(async (tx) => {
    await updateLoanAt(tx, loan.id, body.version, { rmUserId: rm.id }, now);
    await recordAudit(tx, {
      actorId: principal.id,
      action: "assignRm",
      entity: LOAN_ENTITY,
      entityId: loan.id,
      before: { rmUserId: loan.rmUserId },
      after: { rmUserId: rm.id, reason: `Relationship manager: ${rm.name}` },
      at: now,
    });
  });
}
