import type { MandateEvent, MandateKind, MandateStage } from "@domain/api/mandates";
import type { MandateStatus } from "@domain/enums/statuses";
import type { MandateAction } from "@domain/state-machines/mandate";
import { conflict } from "@server/http/errors";
import type { MandateRow } from "./mandate-reads";

type StagePair = Record<MandateKind, MandateStage>;
const pair = (enach: MandateStage, upi: MandateStage): StagePair => ({ ENACH: enach, UPI_AUTOPAY: upi });

/** The stage each provider event leaves the mandate in, per rail (Digio's e-NACH, NPCI's UPI AutoPay). */
const STAGE_AFTER: Record<MandateEvent, StagePair> = {
  auth_success: pair("signed", "CREATED"),
  auth_fail: pair("auth_fail", "FAILURE"),
  register_success: pair("register_success", "ACTIVE"),
  register_failed: pair("register_failed", "FAILURE"),
  cancel: pair("cancelled", "REVOKED"),
  expire: pair("expired", "EXPIRED"),
  pause: pair("register_success", "PAUSED"),
  resume: pair("register_success", "ACTIVE"),
};

export const stageAfter = (kind: MandateKind, event: MandateEvent): MandateStage => STAGE_AFTER[event][kind];

/** The machine's action an event takes, from the mandate's status; null when only the stage moves. */
function actionFor(event: MandateEvent, status: MandateStatus): MandateAction | null {
  switch (event) {
    case "auth_success":
    case "pause":
    case "resume":
      return null;
    case "auth_fail":
      return "fail";
    case "register_success":
      return "register";
    case "register_failed":
      return "reject";
    case "cancel":
      return "cancel";
    case "expire":
      // A registered mandate has run its course; one never registered lapsed before authentication.
      return status === "Scheduled" ? "complete" : "fail";
  }
}

/** 409 for a stage-only event that does not fit where the mandate is. */
function assertStageEventFits(mandate: MandateRow, event: MandateEvent): void {
  const refuse = (why: string) => conflict(`${mandate.providerMandateId} ${why}`);
  if (event === "auth_success" && mandate.status !== "ScheduledPending")
    throw refuse(`is ${mandate.status}; it is no longer waiting for authentication`);
  if ((event === "pause" || event === "resume") && mandate.kind !== "UPI_AUTOPAY")
    throw refuse("is an e-NACH mandate; only UPI AutoPay mandates are paused and resumed");
  if (event === "pause" && (mandate.status !== "Scheduled" || mandate.stage === "PAUSED"))
    throw refuse(`is ${mandate.status} (${mandate.stage}); only an active mandate can be paused`);
  if (event === "resume" && mandate.stage !== "PAUSED")
    throw refuse(`is ${mandate.stage}; only a paused mandate can be resumed`);
}

/** What a provider event changes: the action, the stage, and the UMRN or reason it carries. */
export function changeForEvent(
  mandate: MandateRow,
  event: MandateEvent,
  details: { umrn?: string; reason?: string },
  at: Date,
) {
  const action = actionFor(event, mandate.status as MandateStatus);
  if (!action) assertStageEventFits(mandate, event);
  const stage = stageAfter(mandate.kind as MandateKind, event);
  const set =
    event === "register_success"
      ? { umrn: details.umrn, registeredAt: at, reason: null, authUrl: null }
      : action
        ? { reason: details.reason ?? null, authUrl: null }
        : {};
  return { action, stage, set };
}
