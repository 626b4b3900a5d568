import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { anchors } from "./anchors";
import { lenders } from "./lenders";
import { programmes } from "./programmes";
import { recordStampColumns } from "./shared-columns";
import { users } from "./users";

/**
 * One borrower without a merchant account, as RBI classifies it (migration 0040): the loans naming it are one
 * person's. `matchKey` (`borrowerMatchKey`) is what a new loan joins it by; an identity split off by staff has
 * none, so only staff put loans in it.
 */
export const borrowerIdentities = pgTable(
  "borrower_identities",
  {
    id: uuid("id").primaryKey(),
    matchKey: text("match_key"),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("borrower_identities_match_key_idx")
      .on(table.matchKey)
      .where(sql`${table.matchKey} IS NOT NULL`),
  ],
);

/**
 * One loan from application to closure (spec section 3, Loan/KFS form and Individual loan form). A KFS loan
 * belongs to an anchor's programme; an individual loan has only a lender and the borrower's own details.
 * The calculator's figures (EMI, totals, APR) are recomputed by the server on every save.
 */
export const loans = pgTable(
  "loans",
  {
    id: uuid("id").primaryKey(),
    /** Human reference, `LN-000001`, from the `loan_number_seq` sequence. */
    loanNumber: text("loan_number").notNull(),
    /** KFS (the Loan/KFS form) or INDIVIDUAL (the individual loan form). */
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    lenderId: uuid("lender_id")
      .notNull()
      .references(() => lenders.id),
    anchorId: uuid("anchor_id").references(() => anchors.id),
    programmeId: uuid("programme_id").references(() => programmes.id),
    /** The merchant user borrowing, when the borrower has an account: the merchant's tenancy key. */
    borrowerUserId: uuid("borrower_user_id").references(() => users.id),
    anchorName: text("anchor_name"),
    borrowerName: text("borrower_name").notNull(),
    borrowerFatherName: text("borrower_father_name"),
    borrowerMobile: text("borrower_mobile"),
    /** The individual borrower's PAN, when given: the borrower identity is matched on it (migration 0040). */
    borrowerPan: text("borrower_pan"),
    /** Who borrows when no merchant account does: one person's loans share it (`borrower-identity.ts`). */
    borrowerIdentityId: uuid("borrower_identity_id").references(() => borrowerIdentities.id),
    borrowerAddress: text("borrower_address"),
    loanAmountPaise: bigint("loan_amount_paise", { mode: "number" }).notNull(),
    tenureMonths: integer("tenure_months").notNull(),
    processingFeePercent: numeric("processing_fee_percent", { precision: 7, scale: 4 }).notNull(),
    feeGstPercent: numeric("fee_gst_percent", { precision: 5, scale: 2 }).notNull().default("18"),
    interestRatePercent: numeric("interest_rate_percent", { precision: 7, scale: 4 }).notNull(),
    penalInterestPercent: numeric("penal_interest_percent", { precision: 7, scale: 4 }),
    /** Other charges collected by the lender: `[{ label, amountPaise, payableTo }]`. */
    otherCharges: jsonb("other_charges").notNull().default([]),
    /** repayFrequencies: DAILY ... ADHOC. */
    repaymentFrequency: text("repayment_frequency").notNull(),
    /** repaymentFrequency of the form: 7, 10, 15, 30, 35, 40, 45, 60 or 90 days. */
    repaymentDurationDays: integer("repayment_duration_days"),
    emiDebitStarts: date("emi_debit_starts", { mode: "string" }),
    dailyDeduction: text("daily_deduction"),
    invoiceType: text("invoice_type"),
    rateCalDuration: text("rate_cal_duration").notNull().default("YEARLY"),
    /** END: EMIs in arrears; START: in advance, the first collected at disbursal (migration 0034). */
    paymentTiming: text("payment_timing").notNull().default("END"),
    disableAutoDebit: text("disable_auto_debit"),
    userType: text("user_type"),
    businessCategory: text("business_category"),
    businessType: text("business_type"),
    geography: text("geography"),
    primarySecurity: text("primary_security"),
    guaranteePersonal: text("guarantee_personal"),
    securityCheques: text("security_cheques"),
    businessCovenants: text("business_covenants"),
    // The calculator's figures, recomputed on every save.
    emiPaise: bigint("emi_paise", { mode: "number" }).notNull(),
    installments: integer("installments").notNull(),
    totalInterestPaise: bigint("total_interest_paise", { mode: "number" }).notNull(),
    netDisbursedPaise: bigint("net_disbursed_paise", { mode: "number" }).notNull(),
    totalPayablePaise: bigint("total_payable_paise", { mode: "number" }).notNull(),
    aprPercent: numeric("apr_percent", { precision: 9, scale: 4 }).notNull(),
    /** Relationship manager (a staff user), set by assignRm. */
    rmUserId: uuid("rm_user_id").references(() => users.id),
    /** Who entered or last changed the terms: the KFS's preparer, who may not sanction it. */
    preparedBy: uuid("prepared_by").references(() => users.id),
    reviewedBy: uuid("reviewed_by").references(() => users.id),
    rejectReason: text("reject_reason"),
    rejectNote: text("reject_note"),
    /** NPCI registered the e-NACH mandate (issue 13 sets it from the mandate). */
    mandateRegistered: boolean("mandate_registered").notNull().default(false),
    processingFeePaid: boolean("processing_fee_paid").notNull().default(false),
    disbursedOn: date("disbursed_on", { mode: "string" }),
    closedOn: date("closed_on", { mode: "string" }),
    ...recordStampColumns(),
  },
  (table) => [
    uniqueIndex("loans_number_unique").on(table.loanNumber),
    index("loans_created_idx").on(table.createdAt, table.id),
    index("loans_status_created_idx").on(table.status, table.createdAt, table.id),
    index("loans_lender_created_idx").on(table.lenderId, table.createdAt, table.id),
    index("loans_lender_status_created_idx").on(table.lenderId, table.status, table.createdAt, table.id),
    index("loans_anchor_created_idx").on(table.anchorId, table.createdAt, table.id),
    index("loans_programme_created_idx").on(table.programmeId, table.createdAt, table.id),
    index("loans_borrower_created_idx").on(table.borrowerUserId, table.createdAt, table.id),
    index("loans_amount_idx").on(table.loanAmountPaise, table.id),
    index("loans_borrower_name_idx").on(table.borrowerName, table.id),
    index("loans_borrower_identity_idx").on(table.borrowerIdentityId),
    index("loans_borrower_name_trgm_idx").using("gin", sql`lower(${table.borrowerName}) gin_trgm_ops`),
    // The other sorts (migration 0015).
    index("loans_status_idx").on(table.status, table.id),
    index("loans_apr_idx").on(table.aprPercent, table.id),
    index("loans_updated_idx").on(table.updatedAt, table.id),
    check("loans_payment_timing_check", sql`${table.paymentTiming} IN ('END', 'START')`),
  ],
);

/**
 * A KFS issued from a loan: one version per set of terms, with a unique proposal number. Issuing a new
 * version voids the one before; a version is accepted at most once and only while valid.
 */
export const kfsVersions = pgTable(
  "kfs_versions",
  {
    id: uuid("id").primaryKey(),
    loanId: uuid("loan_id")
      .notNull()
      .references(() => loans.id),
    version: integer("version").notNull(),
    proposalNumber: text("proposal_number").notNull(),
    /** ISSUED, ACCEPTED, VOID or EXPIRED. */
    state: text("state").notNull(),
    /** The loan's terms and the calculator's answer (schedule, APR computation) as issued. */
    terms: jsonb("terms").notNull(),
    aprPercent: numeric("apr_percent", { precision: 9, scale: 4 }).notNull(),
    preparedBy: uuid("prepared_by")
      .notNull()
      .references(() => users.id),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** The last business date on which it may be accepted (3 working days; 1 under a 7-day tenor). */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
    signedDocumentKey: text("signed_document_key"),
    signedSha256: text("signed_sha256"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("kfs_versions_proposal_unique").on(table.proposalNumber),
    uniqueIndex("kfs_versions_loan_version_unique").on(table.loanId, table.version),
    uniqueIndex("kfs_versions_one_live_idx")
      .on(table.loanId)
      .where(sql`state IN ('ISSUED', 'ACCEPTED')`),
  ],
);

/**
 * A document of one of the spec's types, uploaded or generated, of a borrower and optionally of one of
 * their loans (and the KFS version it belongs to). The bytes live in the document store under `storageKey`.
 */
export const loanDocuments = pgTable(
  "loan_documents",
  {
    id: uuid("id").primaryKey(),
    documentType: text("document_type").notNull(),
    loanId: uuid("loan_id").references(() => loans.id),
    kfsVersionId: uuid("kfs_version_id").references(() => kfsVersions.id),
    borrowerUserId: uuid("borrower_user_id").references(() => users.id),
    /** Copied from the loan (or the borrower's lender) so the search scopes without joins. */
    lenderId: uuid("lender_id").references(() => lenders.id),
    anchorId: uuid("anchor_id").references(() => anchors.id),
    fileName: text("file_name").notNull(),
    mime: text("mime").notNull(),
    bytes: integer("bytes").notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    /** UPLOADED by a person, GENERATED by the product, SIGNED from the e-sign provider. */
    origin: text("origin").notNull(),
    comment: text("comment"),
    uploadedBy: uuid("uploaded_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("loan_documents_loan_idx").on(table.loanId, table.createdAt),
    index("loan_documents_borrower_idx").on(table.borrowerUserId, table.createdAt),
    index("loan_documents_type_idx").on(table.documentType, table.createdAt),
    index("loan_documents_lender_idx").on(table.lenderId, table.createdAt),
  ],
);

/** A signing request at the e-sign provider (Digio-shaped: `DID…` ids) for a loan's KFS, LOI or agreement. */
export const esignRequests = pgTable(
  "esign_requests",
  {
    id: uuid("id").primaryKey(),
    provider: text("provider").notNull(),
    /** The provider's document id, e.g. `DID2611231234567890ABCDEF`. */
    providerDocumentId: text("provider_document_id").notNull(),
    loanId: uuid("loan_id")
      .notNull()
      .references(() => loans.id),
    kfsVersionId: uuid("kfs_version_id").references(() => kfsVersions.id),
    /** KFS, LOAN_AGREEMENT or LOI. */
    documentType: text("document_type").notNull(),
    /** requested, signed, expired or cancelled. */
    status: text("status").notNull(),
    /** `[{ identifier, name, status, signedAt }]`, one per signer. */
    signers: jsonb("signers").notNull(),
    sourceDocumentId: uuid("source_document_id").references(() => loanDocuments.id),
    signedDocumentId: uuid("signed_document_id").references(() => loanDocuments.id),
    requestedBy: uuid("requested_by").references(() => users.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...recordStampColumns(),
  },
  (table) => [
    uniqueIndex("esign_requests_provider_document_unique").on(table.provider, table.providerDocumentId),
    index("esign_requests_loan_idx").on(table.loanId, table.createdAt),
  ],
);

/** Each webhook event taken from the e-sign provider, by its id: a repeated delivery changes nothing. */
export const esignEvents = pgTable("esign_events", {
  eventId: text("event_id").primaryKey(),
  providerDocumentId: text("provider_document_id").notNull(),
  event: text("event").notNull(),
  payload: jsonb("payload").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
