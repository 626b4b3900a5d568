import {
  EMI_NOT_FOUND,
  type EmiActionValues,
  type EmiManualAction,
  type emiRescheduleRequestSchema,
  type emiScheduleRequestSchema,
} from "@domain/api/emis";
import { NACH_RETURN_CODE_LABELS } from "@domain/collections/nach-return-codes";
import type { BusinessDate } from "@domain/dates/business-date";
import { formatDate } from "@domain/dates/display-date";
import { formatInr } from "@domain/money/format-inr";
import { parseRupees } from "@domain/money/parse-rupees";
import { notBefore, required } from "@domain/schemas/form-messages";
import { scopeOf } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { badRequest, conflict, notFound, VALIDATION_FAILED } from "@server/http/errors";
import type { z } from "zod";
import { assertMandateCurrent } from "../mandates/mandate-expiry";
import { raiseBounce } from "./emi-bounce";
import { type EmiContext, todayOf } from "./emi-context";
import { findScopedEmi } from "./emi-reads";
import { representRefusal } from "./emi-rights";
import { applyEmiTransition, assertEmiCan, type EmiRow } from "./emi-transition";

/** The EMI's current row within the caller's scope (404 otherwise), for a command to act on. */
async function scopedEmiRow(db: Executor, context: EmiContext, id: string): Promise<EmiRow> {
  const row = await findScopedEmi(db, scopeOf(context.principal), id);
  if (!row) throw notFound(EMI_NOT_FOUND);
  return row.emi;
}

const invalid = (field: string, message: string) => badRequest(VALIDATION_FAILED, [{ field, message }]);
const rupees = (paise: number) => formatInr(paise, { currency: true });

type Effect = (emi: EmiRow, today: BusinessDate, body: EmiActionValues) => Partial<EmiRow>;

/** The columns each simple action sets with the new status (the bounce's are `raiseBounce`'s). */
const EFFECTS: Partial<Record<EmiManualAction, Effect>> = {
  present: (emi, today, body) => ({
    presentation: body.presentation ?? emi.presentation ?? "NACH",
    presentedOn: emi.presentedOn && emi.presentedOn >= today ? emi.presentedOn : today,
  }),
  unschedule: () => ({ presentedOn: null }),
};

const auditReason = (action: EmiManualAction, emi: EmiRow, today: BusinessDate, body: EmiActionValues) => {
  const note = body.note || null;
  const lead =
    action === "bounce" && body.returnCode
      ? `Returned ${NACH_RETURN_CODE_LABELS[body.returnCode]}`
      : action === "present"
        ? `Presented by ${body.presentation ?? emi.presentation ?? "NACH"} on ${formatDate(today)}`
        : null;
  return [lead, note].filter(Boolean).join(": ") || null;
};

/** Who takes an EMI action and when: staff, or nobody (null) for the mandate provider's webhook. */
export type EmiActor = { actorId: string | null; today: BusinessDate; at: Date };

/**
 * One action of the EMI machine on an EMI read under lock, inside the caller's transaction: 409 for a stale
 * version or a status that forbids it; a bounce raises the bounce charge of its return code.
 */
export async function applyEmiAction(
  tx: Executor,
  emi: EmiRow,
  action: EmiManualAction,
  body: EmiActionValues,
  actor: EmiActor,
): Promise<void> {
  const { actorId, today, at } = actor;
  assertEmiCan(emi, action, body.version);
  if (action === "present" && (body.presentation ?? emi.presentation ?? "NACH") !== "MANUAL")
    await assertMandateCurrent(tx, emi.loanId, today);
  const set =
    action === "bounce" && body.returnCode
      ? await raiseBounce(tx, emi, body.returnCode, { actorId, today, at })
      : EFFECTS[action]?.(emi, today, body);
  await applyEmiTransition(tx, {
    emi,
    action,
    version: body.version,
    actorId,
    at,
    set,
    reason: auditReason(action, emi, today, body),
  });
}

/**
 * One action of the EMI machine on an EMI: 404 outside the caller's tenancy, 409 for a stale version or a
 * status that forbids it; a bounce needs the bank's return code and raises the bounce charge.
 */
export async function actOnEmi(
  context: EmiContext,
  id: string,
  action: EmiManualAction,
  body: EmiActionValues,
): Promise<void> {
  if (action === "bounce" && !body.returnCode) throw invalid("returnCode", required("Return code"));
  const actor = { actorId: context.principal.id, today: todayOf(context), at: context.now };
  await context.db.transaction(async (tx) =>
    applyEmiAction(tx, await scopedEmiRow(tx, context, id), action, body, actor),
  );
}

type ScheduleValues = z.output<typeof emiScheduleRequestSchema>;

/** The components the e-NACH schedule asks for, each at most what the EMI still owes of it. */
function checkScheduleAmounts(emi: EmiRow, values: ScheduleValues): void {
  const owed = {
    principalAmount: emi.principalDuePaise - emi.principalPaidPaise,
    interestAmount: emi.interestDuePaise - emi.interestPaidPaise,
    penalAmount: emi.penalDuePaise - emi.penalPaidPaise,
  };
  const asked = {
    principalAmount: parseRupees(values.principalAmount),
    interestAmount: parseRupees(values.interestAmount),
    penalAmount: parseRupees(values.penalAmount),
  };
  const labels = {
    principalAmount: "Principal Amount",
    interestAmount: "Interest Amount",
    penalAmount: "Penal Amount",
  };
  for (const field of ["principalAmount", "interestAmount", "penalAmount"] as const)
    if (asked[field] > owed[field])
      throw invalid(
        field,
        `${labels[field]} cannot be more than ${rupees(owed[field])}, what this EMI still owes`,
      );
  if (parseRupees(values.pendingPrincipalAmount) !== owed.principalAmount)
    throw invalid(
      "pendingPrincipalAmount",
      `Pending Principal Amount must be ${rupees(owed.principalAmount)}, what this EMI still owes`,
    );
  const total = asked.principalAmount + asked.interestAmount + asked.penalAmount;
  if (parseRupees(values.enachAmount) !== total)
    throw invalid(
      "enachAmount",
      `Amount must be ${rupees(total)}, the principal, interest and penal amounts together`,
    );
  if (total === 0) throw invalid("enachAmount", "Amount must be more than 0");
}

/**
 * The spec's e-NACH schedule (admin operation scheduleEnach): the EMI named by `enachInvoiceId` goes into the
 * presentation file for `enachDate`, for the amounts given, at its version.
 */
export async function scheduleEmi(context: EmiContext, values: ScheduleValues): Promise<string> {
  const today = todayOf(context);
  if (values.enachDate < today) throw invalid("enachDate", notBefore("Debit Date", formatDate(today)));
  const id = values.enachInvoiceId;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw notFound(EMI_NOT_FOUND);
  await context.db.transaction(async (tx) => {
    const emi = await scopedEmiRow(tx, context, id);
    assertEmiCan(emi, "schedule", values.version);
    checkScheduleAmounts(emi, values);
    await assertMandateCurrent(tx, emi.loanId, today);
    await applyEmiTransition(tx, {
      emi,
      action: "schedule",
      version: values.version,
      actorId: context.principal.id,
      at: context.now,
      set: { presentation: "NACH", presentedOn: values.enachDate },
      reason: `e-NACH debit of ${rupees(parseRupees(values.enachAmount))} on ${formatDate(values.enachDate)} (${values.interestDays} interest days)`,
    });
  });
  return id;
}

/**
 * A bounced or failed EMI presented again on `reschedule_date` (not before today). A bounce whose return code
 * allows no retry answers 409; DPD keeps counting from the original due date.
 */
export async function rescheduleEmi(
  context: EmiContext,
  values: z.output<typeof emiRescheduleRequestSchema>,
): Promise<void> {
  const today = todayOf(context);
  const date = values.reschedule_date;
  if (date < today) throw invalid("reschedule_date", notBefore("Reschedule Date", formatDate(today)));
  await context.db.transaction(async (tx) => {
    const emi = await scopedEmiRow(tx, context, values.emiId);
    assertEmiCan(emi, "reschedule", values.version);
    const refusal = representRefusal(emi);
    if (refusal) throw conflict(refusal);
    await applyEmiTransition(tx, {
      emi,
      action: "reschedule",
      version: values.version,
      actorId: context.principal.id,
      at: context.now,
      set: { rescheduleDate: date, presentedOn: date },
      reason: [`Re-presentation on ${formatDate(date)}`, values.note].filter(Boolean).join(": "),
    });
  });
}
