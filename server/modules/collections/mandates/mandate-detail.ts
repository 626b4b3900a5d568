import {
  MANDATE_NOT_FOUND,
  type MandateDetail,
  UPI_AUTOPAY_NO_AUTH_LIMIT_PAISE,
  UPI_AUTOPAY_PRE_DEBIT_NOTICE_HOURS,
} from "@domain/api/mandates";
import type { MandateStatus } from "@domain/enums/statuses";
import { transitionFor } from "@domain/state-machines/machine";
import { MANDATE_MACHINE } from "@domain/state-machines/mandate";
import type { FastifyInstance } from "fastify";
import { isAllowed } from "@server/auth/policy";
import type { Principal } from "@server/auth/principal";
import { scopeOf } from "@server/auth/tenancy";
import { notFound } from "@server/http/errors";
import { isSandboxMandates } from "@server/integrations/mandates/mandate-provider";
import { MANDATE_REGISTRARS, MANDATE_STAFF } from "./mandate-access";
import { findScopedMandate, mandateTimeline, toMandateItem } from "./mandate-reads";

/** One mandate the caller may see (404 otherwise): every field, its timeline, the UPI AutoPay rules, and what the caller may do. */
export async function mandateDetail(
  app: FastifyInstance,
  principal: Principal,
  id: string,
): Promise<MandateDetail> {
  const row = await findScopedMandate(app.db, scopeOf(principal), { id });
  if (!row) throw notFound(MANDATE_NOT_FOUND);
  const { mandate } = row;
  const status = mandate.status as MandateStatus;
  const upi = mandate.kind === "UPI_AUTOPAY";
  const staff = isAllowed(MANDATE_STAFF, principal);
  const atOurProvider = mandate.provider === app.mandates.name;
  return {
    ...toMandateItem(row),
    authUrl: mandate.authUrl,
    reason: mandate.reason,
    registeredAt: mandate.registeredAt?.toISOString() ?? null,
    noAuthDebitLimitPaise: upi ? UPI_AUTOPAY_NO_AUTH_LIMIT_PAISE : null,
    preDebitNoticeHours: upi ? UPI_AUTOPAY_PRE_DEBIT_NOTICE_HOURS : null,
    events: await mandateTimeline(app.db, mandate.id),
    canCancel: staff && transitionFor(MANDATE_MACHINE, status, "cancel") !== undefined,
    canSync: staff && atOurProvider,
    canAuthenticateInSandbox:
      isSandboxMandates(app.mandates) &&
      atOurProvider &&
      status === "ScheduledPending" &&
      isAllowed(MANDATE_REGISTRARS, principal),
  };
}
