/** The lender bank accounts pages, reached from the client-management hub's tab. */
export const LENDER_BANK_ACCOUNT_ROUTES = {
  list: "/admin/client-management",
  /** The hub tab its list is on: `/admin/client-management?tab=…`. */
  tab: "lenders",
  create: "/admin/client-management/lender-bank-accounts/new",
  show: "/admin/client-management/lender-bank-accounts/:id",
  edit: "/admin/client-management/lender-bank-accounts/:id/edit",
} as const;

export const lenderBankAccountShowPath = (id: string) =>
  LENDER_BANK_ACCOUNT_ROUTES.show.replace(":id", encodeURIComponent(id));
export const lenderBankAccountEditPath = (id: string) =>
  LENDER_BANK_ACCOUNT_ROUTES.edit.replace(":id", encodeURIComponent(id));
