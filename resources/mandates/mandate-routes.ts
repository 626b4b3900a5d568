import { ROUTES } from "@domain/routes";

/** The mandate resource's pages (issue 13). */
export const MANDATE_ROUTES = {
  list: ROUTES.mandates,
  create: `${ROUTES.mandates}/new`,
  show: `${ROUTES.mandates}/:id`,
} as const;

export const mandateShowPath = (id: string) => MANDATE_ROUTES.show.replace(":id", encodeURIComponent(id));
/** The registration form for one loan. */
export const mandateCreatePath = (loanId: string) =>
  `${MANDATE_ROUTES.create}?loanId=${encodeURIComponent(loanId)}`;
