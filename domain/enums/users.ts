import { labelsFor } from "./labels";

export const ADMIN_USER_TYPES = ["SUPER_ADMIN", "ADMIN", "NBFC", "OPS"] as const;
export type AdminUserType = (typeof ADMIN_USER_TYPES)[number];
export const ADMIN_USER_TYPE_LABELS = labelsFor(ADMIN_USER_TYPES, { NBFC: "NBFC", OPS: "Operations" });

export const PROGRAMME_USER_TYPES = ["USER", "ANCHOR"] as const;
export type ProgrammeUserType = (typeof PROGRAMME_USER_TYPES)[number];
export const PROGRAMME_USER_TYPE_LABELS = labelsFor(PROGRAMME_USER_TYPES);

export const ROLES = [
  "ROLE_PAYMENT_USER",
  "ROLE_COLLECTION_USER",
  "ROLE_USER",
  "ROLE_NBFC_USER",
  "ROLE_ADMIN",
  "ROLE_SUPER_ADMIN",
] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = {
  ROLE_PAYMENT_USER: "Payment user",
  ROLE_COLLECTION_USER: "Collection user",
  ROLE_USER: "User",
  ROLE_NBFC_USER: "NBFC user",
  ROLE_ADMIN: "Admin",
  ROLE_SUPER_ADMIN: "Super admin",
};

/** The operations of the admin operations screen (spec section 3), in the spec's order. */
export const ADMIN_OPERATIONS = [
  "cancel",
  "payment",
  "syncWallet",
  "scheduleEnach",
  "markFeePaid",
  "updateWallet",
  "syncMandate",
  "syncEsign",
  "closeLoan",
] as const;
export type AdminOperation = (typeof ADMIN_OPERATIONS)[number];
export const ADMIN_OPERATION_LABELS: Record<AdminOperation, string> = {
  cancel: "Cancel invoice",
  payment: "Record manual payment",
  syncWallet: "Sync wallet",
  scheduleEnach: "Schedule e-NACH debit",
  markFeePaid: "Mark processing fee",
  updateWallet: "Update wallet status",
  syncMandate: "Sync mandate",
  syncEsign: "Sync e-sign",
  closeLoan: "Close loan",
};
