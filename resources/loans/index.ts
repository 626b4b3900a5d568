import type { ResourceProps } from "@refinedev/core";
import { LOAN_ROUTES } from "./loan-routes";

/** The loan resource for Refine: its list is the `/loans` menu page, its record pages its own routes. */
export const loanResource: ResourceProps = {
  name: "loans",
  list: LOAN_ROUTES.list,
  create: LOAN_ROUTES.create,
  show: LOAN_ROUTES.show,
  edit: LOAN_ROUTES.edit,
  meta: { label: "Loans", hide: true },
};
