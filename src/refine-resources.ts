import { ROUTES } from "@domain/routes";
import type { ResourceProps } from "@refinedev/core";
import { invoiceResource } from "@resources/invoices/index";

/** Refine resources the pages use; which pages a user may open comes from the server's menu, not from here. */
export const refineResources: ResourceProps[] = [
  { name: "users", list: ROUTES.clientManagement, meta: { label: "Client Management" } },
  invoiceResource,
  { name: "leads", list: ROUTES.leadManagement, meta: { label: "Lead Management" } },
  { name: "kyc-checks", list: ROUTES.kyc, meta: { label: "KYC" } },
  { name: "suppliers", meta: { hide: true } },
  { name: "partners", meta: { hide: true } },
];
