/** The loan resource's pages (issue 12). */
export const LOAN_ROUTES = {
  list: "/loans",
  create: "/loans/new",
  createIndividual: "/loans/individual/new",
  show: "/loans/:id",
  edit: "/loans/:id/edit",
} as const;

export const loanShowPath = (id: string) => LOAN_ROUTES.show.replace(":id", encodeURIComponent(id));
export const loanEditPath = (id: string) => LOAN_ROUTES.edit.replace(":id", encodeURIComponent(id));
