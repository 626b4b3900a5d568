import { ROUTES } from "@domain/routes";

/** The reconciliation pages: the statements and suspense tabs, and one statement with its lines. */
export const RECONCILIATION_ROUTES = {
  list: ROUTES.reconciliation,
  show: `${ROUTES.reconciliation}/:id`,
} as const;

export const statementShowPath = (id: string) =>
  RECONCILIATION_ROUTES.show.replace(":id", encodeURIComponent(id));
