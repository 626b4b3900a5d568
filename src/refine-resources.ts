import type { ResourceProps } from "@refinedev/core";
import { anchorUserResource } from "@resources/anchor-users/index";
import { anchorResource } from "@resources/anchors/index";
import { delinquencyResource } from "@resources/delinquency/index";
import { invoiceResource } from "@resources/invoices/index";
import { emiResource } from "@resources/emis/index";
import { collectionResource } from "@resources/collections/index";
import { loanResource } from "@resources/loans/index";
import { mandateResource } from "@resources/mandates/index";
import { lenderBankAccountResource } from "@resources/lender-bank-accounts/index";
import { programmeResource } from "@resources/programmes/index";
import { reconciliationLineResource, reconciliationResource } from "@resources/reconciliation/index";
import { reportSettingResource } from "@resources/report-settings/index";
import { userResource } from "@resources/users/index";
import { utrImportResource } from "@resources/utr-imports/index";
import { ROUTES } from "@domain/routes";

/** Refine resources the pages use; which pages a user may open comes from the server's menu, not from here. */
export const refineResources: ResourceProps[] = [
  userResource,
  anchorResource,
  programmeResource,
  anchorUserResource,
  lenderBankAccountResource,
  reportSettingResource,
  invoiceResource,
  loanResource,
  mandateResource,
  emiResource,
  collectionResource,
  delinquencyResource,
  utrImportResource,
  reconciliationResource,
  reconciliationLineResource,
  { name: "leads", list: ROUTES.leadManagement, meta: { label: "Lead Management" } },
  { name: "kyc-checks", list: ROUTES.kyc, meta: { label: "KYC" } },
  { name: "admin-utility", list: ROUTES.utility, meta: { label: "Utility" } },
  { name: "suppliers", meta: { hide: true } },
  { name: "partners", meta: { hide: true } },
];
