import type { HttpMethod } from "../http-client";
import type { ServiceName } from "../service-urls";

export interface Endpoint {
  service: ServiceName;
  /** Absolute path with its service prefix; `:id` is replaced by the record id. */
  path: string;
  method: HttpMethod;
  /** Where a record id travels when the path has no `:id` (the spec's `invoice/update`-style paths). */
  idInBody?: string;
  /** `multipart` endpoints take `FormData` through the upload call. */
  body?: "json" | "multipart";
}

export type CrudAction = "list" | "one" | "create" | "update" | "delete";

export interface ResourceEndpoints {
  list?: Endpoint;
  one?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  delete?: Endpoint;
  /** Named custom operations, run through the data provider's `custom` with `meta.operation`. */
  operations?: Record<string, Endpoint>;
}

/** Every resource the portal calls, by service. Spec section 7 path names are kept as they are. */
export const RESOURCE_TABLE = {
  access: {
    list: { service: "auth", path: "/api/auth/check-access", method: "GET" },
  },
  me: {
    one: { service: "auth", path: "/auth/me", method: "GET" },
  },
  otp: {
    operations: {
      send: { service: "auth", path: "/auth/otp", method: "GET" },
    },
  },
  session: {
    operations: {
      token: { service: "auth", path: "/auth/oauth/token", method: "POST" },
      logout: { service: "auth", path: "/auth/oauth/logout", method: "POST" },
      signup: { service: "auth", path: "/auth/signup", method: "POST" },
      ownPassword: { service: "auth", path: "/auth/own-password", method: "POST" },
    },
  },
  users: {
    list: { service: "auth", path: "/auth/users", method: "GET" },
    one: { service: "auth", path: "/auth/users/:id", method: "GET" },
    create: { service: "auth", path: "/auth/users", method: "POST" },
    update: { service: "auth", path: "/auth/users/:id", method: "PUT" },
  },
  /** The admin user operations form: a merchant with its terms and bank account in one step. */
  onboarding: {
    create: { service: "user", path: "/user/admin/onboarding", method: "POST" },
  },
  anchors: {
    list: { service: "user", path: "/user/admin/anchors", method: "GET" },
    one: { service: "user", path: "/user/admin/anchors/:id", method: "GET" },
    create: { service: "user", path: "/user/admin/anchors", method: "POST" },
    operations: {
      /** The async select's options, labelled by the anchor's name. */
      search: { service: "user", path: "/user/admin/search", method: "GET" },
    },
  },
  "anchor-settings": {
    one: { service: "master", path: "/master/anchorConfig/:id", method: "GET" },
    update: { service: "master", path: "/master/anchorConfig/:id", method: "PUT" },
    operations: {
      logoMedium: {
        service: "master",
        path: "/master/anchorConfig/:id/logo/medium",
        method: "POST",
        body: "multipart",
      },
      logoLarge: {
        service: "master",
        path: "/master/anchorConfig/:id/logo/large",
        method: "POST",
        body: "multipart",
      },
    },
  },
  programmes: {
    list: { service: "master", path: "/master/program/config", method: "GET" },
    one: { service: "master", path: "/master/program/config/:id", method: "GET" },
    create: { service: "master", path: "/master/program/config", method: "POST" },
    update: { service: "master", path: "/master/program/config/:id", method: "PUT" },
    operations: {
      medLogo: {
        service: "master",
        path: "/master/program/config/:id/logo/medLogo",
        method: "POST",
        body: "multipart",
      },
      xtrLogo: {
        service: "master",
        path: "/master/program/config/:id/logo/xtrLogo",
        method: "POST",
        body: "multipart",
      },
    },
  },
  "anchor-users": {
    list: { service: "user", path: "/user/admin/anchor-users", method: "GET" },
    one: { service: "user", path: "/user/admin/anchor-users/:id", method: "GET" },
    create: { service: "user", path: "/user/admin/anchor-users", method: "POST" },
    update: { service: "user", path: "/user/admin/anchor-users/:id", method: "PUT" },
    operations: {
      /** A merchant user's own bank accounts (`?userId=`): the choices of the form's bank ids. */
      bankAccounts: { service: "user", path: "/user/admin/anchor-users/bank-accounts", method: "GET" },
    },
  },
  "lender-bank-accounts": {
    list: { service: "user", path: "/user/lender/bank-accounts", method: "GET" },
    one: { service: "user", path: "/user/lender/bank-accounts/:id", method: "GET" },
    create: { service: "user", path: "/user/lender/bank-accounts", method: "POST" },
    update: { service: "user", path: "/user/lender/bank-accounts/:id", method: "PUT" },
  },
  "report-settings": {
    list: { service: "account", path: "/account/admin/report-settings", method: "GET" },
    one: { service: "account", path: "/account/admin/report-settings/:id", method: "GET" },
    create: { service: "account", path: "/account/admin/report-settings", method: "POST" },
    update: { service: "account", path: "/account/admin/report-settings/:id", method: "PUT" },
  },
  /** The anchor settings' workflow select (empty until the workflow builder lands). */
  workflows: {
    list: { service: "master", path: "/master/workflow/search", method: "GET" },
  },
  /** Maker-checker: a second staff user decides a change proposed on a programme, anchor or bank account. */
  "pending-changes": {
    operations: {
      approve: { service: "master", path: "/master/pending-changes/:id/approve", method: "POST" },
      reject: { service: "master", path: "/master/pending-changes/:id/reject", method: "POST" },
    },
  },
  lenders: {
    list: { service: "user", path: "/user/lender/all", method: "GET" },
  },
  invoices: {
    list: { service: "account", path: "/account/invoices", method: "GET" },
    one: { service: "account", path: "/account/invoices/:id", method: "GET" },
    create: { service: "account", path: "/account/invoice/create", method: "POST", body: "multipart" },
    update: {
      service: "account",
      path: "/account/invoice/update",
      method: "POST",
      idInBody: "id",
      body: "multipart",
    },
    operations: {
      cancel: { service: "account", path: "/account/invoice/cancel", method: "POST" },
      settle: { service: "account", path: "/account/invoice/settle", method: "POST" },
      verify: { service: "account", path: "/account/invoice/verify", method: "POST" },
      approve: { service: "account", path: "/account/invoice/approve", method: "POST" },
      reject: { service: "account", path: "/account/invoice/reject", method: "POST" },
      enterUtr: { service: "account", path: "/account/invoice/utr", method: "POST" },
      terms: { service: "account", path: "/account/invoice/terms", method: "GET" },
      document: { service: "account", path: "/account/invoices/:id/document", method: "GET" },
    },
  },
  /**
   * Loans with their KFS, documents and e-sign (issue 12). A loan action is `POST <one>/actions/<action>`
   * (`LOAN_MANUAL_ACTIONS`), built from the `one` path by the loan page.
   */
  loans: {
    list: { service: "user", path: "/user/loans", method: "GET" },
    one: { service: "user", path: "/user/loans/:id", method: "GET" },
    create: { service: "user", path: "/user/loans", method: "POST" },
    update: { service: "user", path: "/user/loans/:id", method: "PUT" },
    operations: {
      assignLender: { service: "user", path: "/user/assignLender", method: "POST" },
      assignRm: { service: "user", path: "/user/assignRm", method: "POST" },
      calculate: { service: "user", path: "/user/kfs/calculate", method: "POST" },
      issueKfs: { service: "user", path: "/user/kfs", method: "POST" },
      kfsPdf: { service: "user", path: "/user/kfs/:id/pdf", method: "GET" },
      loiPdf: { service: "user", path: "/user/loi/:id/pdf", method: "GET" },
      agreementPdf: { service: "user", path: "/user/loanAgreement/:id/pdf", method: "GET" },
      documents: { service: "user", path: "/user/document/search", method: "GET" },
      documentFile: { service: "user", path: "/user/document/:id/file", method: "GET" },
      uploadDocument: { service: "user", path: "/user/document/upload", method: "POST", body: "multipart" },
      uploadKfs: { service: "user", path: "/user/kfs/upload", method: "POST", body: "multipart" },
      esign: { service: "user", path: "/user/esign", method: "POST" },
      esignRequests: { service: "user", path: "/user/esign/search", method: "GET" },
      esignSync: { service: "user", path: "/user/esign/sync", method: "POST" },
      esignSandboxSign: { service: "user", path: "/user/esign/sandbox/:id/sign", method: "POST" },
      payoff: { service: "user", path: "/user/loans/:id/payoff", method: "GET" },
      borrower: { service: "user", path: "/user/loans/:id/borrower", method: "POST" },
    },
  },
  /** EMIs (issue 13): an EMI action is `POST <one>/actions/<action>` (`EMI_MANUAL_ACTIONS`). */
  emis: {
    list: { service: "account", path: "/account/emis", method: "GET" },
    one: { service: "account", path: "/account/emis/:id", method: "GET" },
    operations: {
      schedule: { service: "account", path: "/account/collect/payment/schedule", method: "POST" },
      reschedule: { service: "account", path: "/account/collect/payment/reschedule", method: "POST" },
    },
  },
  /** Collections (issue 13): the collection manager, the money commands (proposed for approval) and the gateway. */
  collections: {
    list: { service: "account", path: "/account/collections", method: "GET" },
    one: { service: "account", path: "/account/collections/:id", method: "GET" },
    operations: {
      manualPayment: { service: "account", path: "/account/collect/payment/add", method: "POST" },
      userCollection: { service: "account", path: "/account/collect/payment/collections", method: "POST" },
      bulkCollection: { service: "account", path: "/account/collect/payment/bulk", method: "POST" },
      settlement: { service: "account", path: "/account/collect/payment/settlement", method: "POST" },
      processingFee: { service: "account", path: "/account/collect/payment/processing-fee", method: "POST" },
      nachDebit: { service: "account", path: "/account/collect/payment/nach-debit", method: "POST" },
      paymentForm: { service: "account", path: "/account/collect/payment/pg", method: "POST" },
      refreshPayment: { service: "account", path: "/account/collect/payment/refresh", method: "POST" },
      cancelPayment: { service: "account", path: "/account/collect/payment/cancel", method: "POST" },
      receiptPdf: { service: "account", path: "/account/collections/:id/receipt-pdf", method: "POST" },
      utrLookup: { service: "account", path: "/account/collect/payment/utrNumber", method: "GET" },
      utrCorrection: { service: "account", path: "/account/collect/payment/utrNumber", method: "POST" },
      summary: { service: "account", path: "/account/collection/manager/summary", method: "GET" },
      cancel: { service: "account", path: "/account/collection/manager/cancel", method: "POST" },
      pause: { service: "account", path: "/account/collection/manager/pause", method: "POST" },
      settle: { service: "account", path: "/account/collection/manager/settle", method: "POST" },
    },
  },
  /** Maker-checker for money: approve and reject are paths under one operation's. */
  "pending-operations": {
    list: { service: "account", path: "/account/pending-operations", method: "GET" },
    one: { service: "account", path: "/account/pending-operations/:id", method: "GET" },
  },
  /** Bulk UTR imports: the history, one import, the upload (`?type=`), its template, rejected rows and submit. */
  "utr-imports": {
    list: { service: "account", path: "/account/utr-imports", method: "GET" },
    one: { service: "account", path: "/account/utr-imports/:id", method: "GET" },
    create: { service: "account", path: "/account/utr-imports", method: "POST", body: "multipart" },
    operations: {
      template: { service: "account", path: "/account/utr-imports/template", method: "GET" },
      rejected: { service: "account", path: "/account/utr-imports/:id/rejected", method: "GET" },
      submit: { service: "account", path: "/account/utr-imports/:id/submit", method: "POST" },
    },
  },
  /** One import's rows, paged (`meta.id` names the import). */
  "utr-import-rows": {
    list: { service: "account", path: "/account/utr-imports/:id/rows", method: "GET" },
  },
  /** Mandates (issue 13): cancel, sync and the sandbox's authentication are paths under the list's. */
  mandates: {
    list: { service: "user", path: "/user/mandates", method: "GET" },
    one: { service: "user", path: "/user/mandates/:id", method: "GET" },
    create: { service: "user", path: "/user/mandates", method: "POST" },
  },
  /** Delinquency (issue 13): the day-end classification, its bucket summary and run, and the statement. */
  delinquency: {
    list: { service: "account", path: "/account/dpd", method: "GET" },
    operations: {
      summary: { service: "account", path: "/account/dpd/summary", method: "GET" },
      dayEnd: { service: "account", path: "/account/dpd/dayEnd", method: "POST" },
      statement: { service: "account", path: "/account/statement", method: "GET" },
    },
  },
  /** A borrower's statement of account, as its CSV export reads it (`/account/statement/export`). */
  statements: {
    list: { service: "account", path: "/account/statement", method: "GET" },
  },
  /** The individual loan form's saves; the loan is read and listed as a `loans` record. */
  "individual-loans": {
    one: { service: "user", path: "/user/loans/:id", method: "GET" },
    create: { service: "user", path: "/user/loans/individual", method: "POST" },
    update: { service: "user", path: "/user/loans/:id/individual", method: "PUT" },
  },
  suppliers: {
    list: { service: "account", path: "/account/suppliers", method: "GET" },
    create: { service: "account", path: "/account/suppliers", method: "POST" },
    update: { service: "account", path: "/account/suppliers/update", method: "POST", idInBody: "id" },
  },
  partners: {
    list: { service: "account", path: "/account/partners", method: "GET" },
    create: { service: "account", path: "/account/partners", method: "POST" },
    update: { service: "account", path: "/account/partners/update", method: "POST", idInBody: "id" },
  },
  retailers: {
    list: { service: "account", path: "/account/retailers", method: "GET" },
    create: { service: "account", path: "/account/retailers", method: "POST" },
    update: { service: "account", path: "/account/retailers/update", method: "POST", idInBody: "id" },
  },
  "pan-validation": {
    operations: {
      validate: { service: "master", path: "/master/kyc/validate/pan", method: "POST" },
    },
  },
  "gst-validation": {
    operations: {
      validate: { service: "master", path: "/master/kyc/validate/gst", method: "POST" },
    },
  },
  "bank-validation": {
    operations: {
      validate: { service: "master", path: "/master/kyc/validate/bank", method: "POST" },
    },
  },
  /** A loan's e-sign requests (`loanId`), as a list to pick from; the loan page reads them as a loan operation. */
  "esign-requests": {
    list: { service: "user", path: "/user/esign/search", method: "GET" },
  },
  /** `/admin/utility`: the history of admin operations, and an operation previewed or run. */
  "admin-utility": {
    list: { service: "user", path: "/user/admin/utility/history", method: "GET" },
    operations: {
      preview: { service: "user", path: "/user/admin/utility/preview", method: "POST" },
      run: { service: "user", path: "/user/admin/utility/run", method: "POST" },
    },
  },
  /** `/reconciliation`: bank statements (uploaded and matched at once) and their lines. */
  "reconciliation-statements": {
    list: { service: "account", path: "/account/reconciliation/statements", method: "GET" },
    one: { service: "account", path: "/account/reconciliation/statements/:id", method: "GET" },
    operations: {
      upload: {
        service: "account",
        path: "/account/reconciliation/statements",
        method: "POST",
        body: "multipart",
      },
    },
  },
  "reconciliation-lines": {
    list: { service: "account", path: "/account/reconciliation/lines", method: "GET" },
    one: { service: "account", path: "/account/reconciliation/lines/:id", method: "GET" },
    operations: {
      candidates: { service: "account", path: "/account/reconciliation/candidates", method: "GET" },
      match: { service: "account", path: "/account/reconciliation/lines/:id/match", method: "POST" },
      unmatch: { service: "account", path: "/account/reconciliation/lines/:id/unmatch", method: "POST" },
      return: { service: "account", path: "/account/reconciliation/lines/:id/return", method: "POST" },
    },
  },
  "kyc-checks": {
    list: { service: "master", path: "/master/kyc/checks", method: "GET" },
  },
  pincodes: {
    one: { service: "master", path: "/master/pincode/:id", method: "GET" },
  },
  /** Bank and branch of an IFSC, shown read-only by the lender bank account form. */
  ifsc: {
    one: { service: "master", path: "/master/ifsc/:id", method: "GET" },
  },
  leads: {
    list: { service: "lead", path: "/lead/all", method: "GET" },
    one: { service: "lead", path: "/lead/userProfile/:id", method: "GET" },
    operations: {
      count: { service: "lead", path: "/lead/count", method: "GET" },
      stage: { service: "lead", path: "/lead/stage", method: "POST" },
    },
  },
} as const satisfies Record<string, ResourceEndpoints>;

export type ResourceName = keyof typeof RESOURCE_TABLE;
