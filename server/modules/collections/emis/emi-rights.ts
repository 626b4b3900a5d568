import type { EmiPageAction } from "@domain/api/emis";
import {
  canRepresent,
  NACH_RETURN_CODE_VALUES,
  type NachReturnCode,
} from "@domain/collections/nach-return-codes";
import type { EmiStatus } from "@domain/enums/statuses";
import { allowedActions } from "@domain/state-machines/machine";
import { EMI_MACHINE } from "@domain/state-machines/emi";
import { isAllowed } from "@server/auth/policy";
import type { Principal } from "@server/auth/principal";
import { MONEY_STAFF } from "../receipts/receipt-access";
import { EMI_COLLECTORS } from "./emi-access";
import type { EmiRow } from "./emi-transition";

const PAGE_ACTIONS: readonly string[] = [
  "markReady",
  "schedule",
  "unschedule",
  "present",
  "bounce",
  "fail",
  "reschedule",
  "debitSuccess",
  "pause",
  "resume",
  "cancel",
] satisfies EmiPageAction[];

export const isReturnCode = (code: string | null): code is NachReturnCode =>
  (NACH_RETURN_CODE_VALUES as readonly (string | null)[]).includes(code);

/** A bounced EMI is presented again only when its return code allows a retry (domain.md section 3). */
export const representRefusal = (emi: Pick<EmiRow, "status" | "returnCode">): string | null => {
  if (emi.status !== "BOUNCED" || !isReturnCode(emi.returnCode) || canRepresent(emi.returnCode)) return null;
  return `Return code ${emi.returnCode} does not allow presenting this EMI again; collect it another way or pause it`;
};

/**
 * The actions the EMI page offers this caller now: the machine's, for collections staff, a retry only when
 * allowed, and a debit's success only to those who move money.
 */
export function emiActionsFor(
  principal: Principal,
  emi: Pick<EmiRow, "status" | "returnCode">,
): EmiPageAction[] {
  if (!isAllowed(EMI_COLLECTORS, principal)) return [];
  const movesMoney = isAllowed(MONEY_STAFF, principal);
  return allowedActions(EMI_MACHINE, emi.status as EmiStatus).filter(
    (action): action is EmiPageAction =>
      PAGE_ACTIONS.includes(action) &&
      !(action === "reschedule" && representRefusal(emi)) &&
      (action !== "debitSuccess" || movesMoney),
  );
}
