import type { ResourceProps } from "@refinedev/core";
import { LENDER_BANK_ACCOUNT_ROUTES } from "./lender-bank-account-routes";

/** The lender-bank-accounts resource for Refine: its list is a tab of the client-management hub, its record pages its own routes. */
export const lenderBankAccountResource: ResourceProps = {
  name: "lender-bank-accounts",
  list: LENDER_BANK_ACCOUNT_ROUTES.list,
  create: LENDER_BANK_ACCOUNT_ROUTES.create,
  show: LENDER_BANK_ACCOUNT_ROUTES.show,
  edit: LENDER_BANK_ACCOUNT_ROUTES.edit,
  meta: { label: "Lender bank accounts", hide: true },
};
