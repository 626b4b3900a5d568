import type { LoanManualAction } from "@domain/api/loans";
import type { BusinessDate } from "@domain/dates/business-date";
import type { RejectReason } from "@domain/enums/reasons";
import { required } from "@domain/schemas/form-messages";
import type { Principal } from "@server/auth/principal";
import { assertIndependentChecker } from "@server/audit/independent-checker";
import { ApiProblem, badRequest, VALIDATION_FAILED } from "@server/http/errors";
import { generateLoanEmis } from "@server/modules/collections/emis/emi-generation";
import { collectAdvanceEmi } from "@server/modules/collections/receipts/advance-emi";
import { expireLapsedKfs, latestKfs, voidLiveKfs } from "../kfs/kfs-versions";
import { type LoanContext, todayOf } from "./loan-context";
import { scopedLoanRow } from "./loan-detail";
import { refusalOf } from "./loan-permissions";
import { applyLoanTransition, assertLoanCan, type LoanRow } from "./loan-transition";
import { takeBackWriteOff } from "./loan-write-off";

export type LoanActionValues = { version: number; reason?: RejectReason; note?: string };

type Effect = (principal: Principal, today: BusinessDate, body: LoanActionValues) => Partial<LoanRow>;

/** The columns each action sets with the new status. */
const EFFECTS: Partial<Record<LoanManualAction, Effect>> = {
  sanction: (principal) => ({ reviewedBy: principal.id }),
  undoSanction: () => ({ reviewedBy: null }),
  reject: (principal, _today, body) => ({
    reviewedBy: principal.id,
    rejectReason: body.reason ?? null,
    rejectNote: body.note || null,
  }),
  disburse: (_principal, today) => ({ disbursedOn: today }),
  undoDisbursal: () => ({ disbursedOn: null }),
  close: (_principal, today) => ({ closedOn: today }),
  writeOff: (_principal, today) => ({ closedOn: today }),
  reopen: () => ({ closedOn: null }),
  undoWriteOff: () => ({ closedOn: null }),
};

/** Why the KFS in force is voided by an action: a sanction undone or a loan rejected ends it. */
const VOIDS_KFS: Partial<Record<LoanManualAction, string>> = {
  undoSanction: "The sanction was undone",
  reject: "The loan was rejected",
};

const auditReason = (action: LoanManualAction, body: LoanActionValues, kfs: string | null) => {
  const note = body.note || null;
  if (action === "reject") return [body.reason, note].filter(Boolean).join(": ");
  if (action === "sanction" && kfs) return [`KFS ${kfs} sanctioned`, note].filter(Boolean).join(": ");
  return note;
};

/**
 * One manual action on a loan, through the loan machine (`applyLoanTransition`): 404 outside the caller's
 * tenancy, 409 for a stale version or a status that forbids it, then the caller's rights and the KFS
 * (`refusalOf`, the rules the loan page shows). A rejection needs one of the spec's reasons.
 */
export async function actOnLoan(
  context: LoanContext,
  id: string,
  action: LoanManualAction,
  body: LoanActionValues,
): Promise<void> {
  const { db, now, principal } = context;
  if (action === "reject" && !body.reason)
    throw badRequest(VALIDATION_FAILED, [{ field: "reason", message: required("Reason") }]);
  const today = todayOf(context);
  await scopedLoanRow(db, principal, id);
  await expireLapsedKfs(db, id, today);
  await db.transaction(async (tx) => {
    const loan = await scopedLoanRow(tx, principal, id);
    const kfs = await latestKfs(tx, id);
    assertLoanCan(loan, action, body.version);
    const refusal = refusalOf(principal, { loan, kfs, today }, action);
    if (refusal) throw new ApiProblem(refusal.status, refusal.reason);
    if (action === "sanction")
      await assertIndependentChecker(tx, principal.id, [loan.preparedBy, kfs?.preparedBy ?? null], now);
    const voids = VOIDS_KFS[action];
    if (voids) await voidLiveKfs(tx, id, now, voids);
    await applyLoanTransition(tx, {
      loan,
      action,
      version: body.version,
      actorId: principal.id,
      at: now,
      set: EFFECTS[action]?.(principal, today, body),
      reason: auditReason(action, body, kfs?.proposalNumber ?? null),
    });
    if (action === "disburse") {
      await generateLoanEmis(tx, loan, today, now);
      await collectAdvanceEmi(tx, loan, today, { actorId: principal.id, at: now });
    }
    if (action === "undoWriteOff")
      await takeBackWriteOff(tx, loan.id, today, { actorId: principal.id, at: now });
  });
}
