import type { ResourceProps } from "@refinedev/core";
import { DELINQUENCY_ROUTES } from "./delinquency-routes";

/** The delinquency resource: its list is the `/delinquency` menu page, the statement its record page. */
export const delinquencyResource: ResourceProps = {
  name: "delinquency",
  list: DELINQUENCY_ROUTES.list,
  show: DELINQUENCY_ROUTES.statement,
  meta: { label: "Delinquency", hide: true },
};
