import { MANDATE_NOT_FOUND, type MandateKind } from "@domain/api/mandates";
import type { MandateStatus } from "@domain/enums/statuses";
import { describeIllegalTransition, transitionFor } from "@domain/state-machines/machine";
import { MANDATE_MACHINE } from "@domain/state-machines/mandate";
import type { FastifyInstance } from "fastify";
import type { Principal } from "@server/auth/principal";
import { scopeOf } from "@server/auth/tenancy";
import { conflict, notFound } from "@server/http/errors";
import { stageAfter } from "./mandate-event-changes";
import { findScopedMandate } from "./mandate-reads";
import { applyMandateChange, lockMandate, STALE_MANDATE_MESSAGE } from "./mandate-transition";

/** Staff cancel a mandate at the provider and here, at the version they saw, with the reason (409 when it cannot be). */
export async function cancelMandate(
  app: FastifyInstance,
  principal: Principal,
  id: string,
  body: { version: number; reason: string },
): Promise<void> {
  const found = await findScopedMandate(app.db, scopeOf(principal), { id });
  if (!found) throw notFound(MANDATE_NOT_FOUND);
  const status = found.mandate.status as MandateStatus;
  if (!transitionFor(MANDATE_MACHINE, status, "cancel"))
    throw conflict(describeIllegalTransition(MANDATE_MACHINE, status, "cancel"));
  if (found.mandate.version !== body.version) throw conflict(STALE_MANDATE_MESSAGE);
  await app.mandates.cancel(found.mandate.providerMandateId);
  const at = app.clock();
  await app.db.transaction(async (tx) => {
    const mandate = await lockMandate(tx, id);
    if (!mandate || mandate.version !== body.version) throw conflict(STALE_MANDATE_MESSAGE);
    await applyMandateChange(tx, {
      mandate,
      action: "cancel",
      stage: stageAfter(mandate.kind as MandateKind, "cancel"),
      set: { reason: body.reason, authUrl: null },
      source: "staff",
      event: "cancel",
      actorId: principal.id,
      note: body.reason,
      at,
    });
  });
}
