import type { MandateStage } from "@domain/api/mandates";
import { MANDATE_NOT_FOUND } from "@domain/api/mandates";
import type { MandateStatus } from "@domain/enums/statuses";
import { allowedTransitions } from "@domain/state-machines/machine";
import { MANDATE_MACHINE } from "@domain/state-machines/mandate";
import { parseRupees } from "@domain/money/parse-rupees";
import type { MandateSyncValues } from "@domain/schemas/sync-operations";
import type { FastifyInstance } from "fastify";
import type { Principal } from "@server/auth/principal";
import { scopeOf } from "@server/auth/tenancy";
import { conflict, notFound } from "@server/http/errors";
import { maskIdentifier, normaliseIdentifier } from "@server/modules/master/kyc/identifier-privacy";
import { findScopedMandate } from "./mandate-reads";
import { applyMandateChange, lockMandate } from "./mandate-transition";

/** The status each provider stage means (the sync needs a UMRN, so an expired mandate had run its course). */
const STATUS_OF_STAGE: Record<MandateStage, MandateStatus> = {
  partial: "ScheduledPending",
  signed: "ScheduledPending",
  CREATED: "ScheduledPending",
  auth_fail: "Failed",
  FAILURE: "Failed",
  register_failed: "Rejected",
  register_success: "Scheduled",
  ACTIVE: "Scheduled",
  PAUSED: "Scheduled",
  cancelled: "Cancelled",
  REVOKED: "Cancelled",
  expired: "Completed",
  EXPIRED: "Completed",
};

const mismatch = (label: string, id: string) =>
  conflict(`${label} does not match what the provider registered for ${id}`, [
    {
      field: label === "UMRN" ? "umrnNumber" : label === "Mandate Amount" ? "digioAmount" : "accountNumber",
      message: `${label} does not match the provider's`,
    },
  ]);

/**
 * The spec's mandate sync: pulls the provider's mandate, checks the UMRN, amount and account staff entered
 * against it, and repairs ours to match (status by the machine's one step, stage, UMRN, amount, account),
 * in the timeline and the audit log. A provider state no single step reaches is 409, for a person to look at.
 */
export async function syncMandate(
  app: FastifyInstance,
  principal: Principal,
  values: MandateSyncValues,
): Promise<string> {
  const providerMandateId = values.digioEna.toUpperCase();
  const found = await findScopedMandate(app.db, scopeOf(principal), {
    provider: app.mandates.name,
    providerMandateId,
  });
  if (!found) throw notFound(MANDATE_NOT_FOUND);
  const theirs = await app.mandates.status(providerMandateId);
  if (!theirs) throw conflict(`The mandate provider does not know ${providerMandateId}`);
  if (!theirs.umrn) throw conflict(`${providerMandateId} has no UMRN at the provider yet (${theirs.stage})`);
  if (theirs.umrn !== values.umrnNumber) throw mismatch("UMRN", providerMandateId);
  if (theirs.maxAmountPaise !== parseRupees(values.digioAmount))
    throw mismatch("Mandate Amount", providerMandateId);
  if (normaliseIdentifier("BANK", theirs.accountNumber) !== normaliseIdentifier("BANK", values.accountNumber))
    throw mismatch("Account Number", providerMandateId);

  const at = app.clock();
  await app.db.transaction(async (tx) => {
    const mandate = await lockMandate(tx, found.mandate.id);
    if (!mandate) throw notFound(MANDATE_NOT_FOUND);
    const from = mandate.status as MandateStatus;
    const target = STATUS_OF_STAGE[theirs.stage];
    const step = allowedTransitions(MANDATE_MACHINE, from).find((transition) => transition.to === target);
    if (from !== target && !step)
      throw conflict(
        `${providerMandateId} is ${from} here but ${target} (${theirs.stage}) at the provider; no single step repairs it`,
      );
    await applyMandateChange(tx, {
      mandate,
      action: from === target ? null : step!.action,
      stage: theirs.stage,
      set: {
        umrn: theirs.umrn,
        maxAmountPaise: theirs.maxAmountPaise,
        accountNumberMasked: maskIdentifier("BANK", theirs.accountNumber),
        ...(target === "Scheduled" && !mandate.registeredAt ? { registeredAt: at } : {}),
      },
      source: "sync",
      event: "syncMandate",
      actorId: principal.id,
      note: from === target ? "In step with the provider" : `Repaired from ${from} to ${target}`,
      at,
    });
  });
  return found.mandate.id;
}
