import { ROUTES } from "@domain/routes";

/** The EMI resource's pages (issue 13). */
export const EMI_ROUTES = {
  list: ROUTES.emis,
  show: `${ROUTES.emis}/:id`,
} as const;

export const emiShowPath = (id: string) => EMI_ROUTES.show.replace(":id", encodeURIComponent(id));
