import type { Role } from "@domain/enums/users";
import { allowedActions, type StateMachine } from "@domain/state-machines/machine";
import { INVOICE_MACHINE, type InvoiceAction } from "@domain/state-machines/invoice";
import type { InvoiceStatus } from "@domain/enums/statuses";
import type { Principal } from "@server/auth/principal";

/** Editing the invoice's fields is not a status change, but the portal needs to know when to offer it. */
export type InvoiceCommand = InvoiceAction | "update";

/** Statuses in which the anchor may still change what it entered (before the maker's check). */
export const EDITABLE_STATUSES: readonly InvoiceStatus[] = ["PreInitiated", "Initiated"];

const isAnchor = (p: Principal) => p.kind === "MERCHANT" && p.userType === "ANCHOR";
const isStaffWith = (p: Principal, roles: readonly Role[]) =>
  p.kind === "ADMIN" && p.userType !== "NBFC" && roles.some((role) => p.roles.includes(role));

const MAKER: readonly Role[] = ["ROLE_USER", "ROLE_ADMIN", "ROLE_SUPER_ADMIN"];
const CHECKER: readonly Role[] = ["ROLE_PAYMENT_USER", "ROLE_ADMIN", "ROLE_SUPER_ADMIN"];

/**
 * Who may ask for each change: the anchor enters, edits, settles and cancels its own invoices; operations
 * (ROLE_USER) verify or reject; payment users approve, reject and enter the UTR. Tenancy is checked apart.
 */
const MAY: Record<InvoiceCommand, (principal: Principal) => boolean> = {
  update: isAnchor,
  uploadDocument: isAnchor,
  settle: isAnchor,
  cancel: (p) => isAnchor(p) || isStaffWith(p, MAKER),
  verify: (p) => isStaffWith(p, MAKER),
  reject: (p) => isStaffWith(p, MAKER) || isStaffWith(p, CHECKER),
  approve: (p) => isStaffWith(p, CHECKER),
  enterUtr: (p) => isStaffWith(p, CHECKER),
};

export const mayPerform = (principal: Principal, command: InvoiceCommand): boolean => MAY[command](principal);

export const mayCreateInvoice = isAnchor;

/** The commands the caller may take on an invoice in `status` now: role and state machine together. */
export function commandsFor(principal: Principal, status: InvoiceStatus): InvoiceCommand[] {
  const machine: StateMachine<InvoiceStatus, InvoiceAction> = INVOICE_MACHINE;
  const commands: InvoiceCommand[] = allowedActions(machine, status).filter(
    (action) => action !== "uploadDocument" && mayPerform(principal, action),
  );
  if (EDITABLE_STATUSES.includes(status) && mayPerform(principal, "update")) commands.unshift("update");
  return commands;
}
