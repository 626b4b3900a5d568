/** Every route of the portal (spec section 2). The server's menu data and the portal's router both use these. */
export const ROUTES = {
  login: "/login",
  home: "/",
  clientManagement: "/admin/client-management",
  kyc: "/admin/kyc",
  financialStatics: "/admin/financial-statics",
  exportData: "/admin/export-data",
  leadManagement: "/admin/lead-management",
  adminFormList: "/admin/form-list",
  utility: "/admin/utility",
  createJourney: "/admin/create-journey",
  newFlow: "/admin/workflow/new-flow",
  merchantDashboard: "/merchant/dashboard",
  userProfile: "/merchant/user-profile",
  documents: "/merchant/documents",
  formBuilder: "/merchant/form-builder",
  merchantFormList: "/merchant/form-list",
  supplierInvoices: "/merchant/supplier-invoices",
  userConfig: "/merchant/user-config",
  retailerInvoices: "/merchant/retailer-invoices",
  retailerManagement: "/merchant/retailer-management",
  /** The invoice resource (list, show, create, edit) for the back office. */
  invoices: "/invoices",
  /** The loan resource (list, show, create, edit): loans, their KFS, documents and e-sign. */
  loans: "/loans",
  /** Collections (issue 13): every receipt, with the collection manager's actions. */
  collections: "/collections",
  /** The dues of every tranche: loan instalments and invoice repayments, their presentations and bounces. */
  emis: "/emis",
  /** e-NACH and UPI AutoPay mandates. */
  mandates: "/mandates",
  /** DPD and the SMA/NPA buckets as of a date; a borrower's statement of account. */
  delinquency: "/delinquency",
  /** Bulk UTR imports: upload, preview row by row, submit for approval, follow the commit; the history. */
  utrImports: "/utr-imports",
  /** Bank reconciliation: uploaded statements, their credits matched to dues and receipts, the suspense queue. */
  reconciliation: "/reconciliation",
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Pages rendered without the sidebar-and-header layout. */
export const ROUTES_WITHOUT_LAYOUT: readonly RoutePath[] = [
  ROUTES.login,
  ROUTES.createJourney,
  ROUTES.newFlow,
];

/** The first route group: the lender list is not loaded on these admin and merchant pages (spec section 6). */
export const ROUTES_WITHOUT_LENDER_LIST: readonly RoutePath[] = [
  ROUTES.clientManagement,
  ROUTES.kyc,
  ROUTES.financialStatics,
  ROUTES.exportData,
  ROUTES.leadManagement,
  ROUTES.adminFormList,
  ROUTES.utility,
  ROUTES.merchantDashboard,
  ROUTES.userProfile,
  ROUTES.documents,
  ROUTES.formBuilder,
  ROUTES.merchantFormList,
  ROUTES.supplierInvoices,
  ROUTES.userConfig,
  ROUTES.retailerInvoices,
  ROUTES.retailerManagement,
];
