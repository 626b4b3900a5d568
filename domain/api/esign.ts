import { z } from "zod";
import { pageParam } from "./paging";

/** The documents a borrower signs electronically; the LOI is generated but signed on paper if at all. */
export const ESIGN_DOCUMENT_TYPES = ["KFS", "LOAN_AGREEMENT"] as const;
export type EsignDocumentType = (typeof ESIGN_DOCUMENT_TYPES)[number];

/** Digio's document states. */
export const ESIGN_STATUSES = ["requested", "signed", "expired", "cancelled"] as const;
export type EsignStatus = (typeof ESIGN_STATUSES)[number];
export const ESIGN_SIGNER_STATUSES = ["requested", "signed"] as const;

export const ESIGN_REQUEST_NOT_FOUND = "E-sign request not found";
/** Sandbox signing: each signer signs for itself, never staff on its behalf. */
export const ESIGN_STAFF_CANNOT_SIGN =
  "Platform staff cannot sign for the borrower or the lender: each signer signs for itself";
export const ESIGN_NOT_A_SIGNER = "You are not a signer of this document";
export const esignAlreadySigned = (name: string) => `${name} has already signed this document`;
export const esignNoLongerSignable = (digioId: string, status: string) =>
  `${digioId} is ${status}; it can no longer be signed`;

const documentTypeField = z.enum(ESIGN_DOCUMENT_TYPES, {
  error: (issue) =>
    issue.input === undefined || issue.input === ""
      ? "Document type is required"
      : `Document type must be one of ${ESIGN_DOCUMENT_TYPES.join(", ")}`,
});

export const esignSignerSchema = z.object({
  /** The signer's mobile or email, as the provider identifies them. */
  identifier: z.string(),
  name: z.string(),
  /** BORROWER or LENDER (the lender's authorised signatory). */
  role: z.enum(["BORROWER", "LENDER"]),
  status: z.enum(ESIGN_SIGNER_STATUSES),
  signedAt: z.string().nullable(),
});
export type EsignSigner = z.infer<typeof esignSignerSchema>;

/** A signing request at the e-sign provider (`digioId` is the provider's `DID…` document id). */
export const esignRequestSchema = z.object({
  id: z.string(),
  provider: z.string(),
  digioId: z.string(),
  loanId: z.string(),
  loanNumber: z.string(),
  kfsVersionId: z.string().nullable(),
  documentType: z.enum(ESIGN_DOCUMENT_TYPES),
  status: z.enum(ESIGN_STATUSES),
  signers: z.array(esignSignerSchema),
  sourceDocumentId: z.string().nullable(),
  signedDocumentId: z.string().nullable(),
  requestedBy: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EsignRequest = z.infer<typeof esignRequestSchema>;
export const esignRequestResponseSchema = z.object({ payload: esignRequestSchema });
export const esignRequestListResponseSchema = z.object({
  payload: z.array(esignRequestSchema),
  total: z.number().int().nonnegative(),
});

/** `POST /user/esign`: send the loan's live KFS (loan SANCTIONED) or its agreement (loan KFS_ACCEPTED) for e-sign. */
export const esignCreateRequestSchema = z.object({
  loanId: z.guid("Loan id must be a UUID"),
  documentType: documentTypeField,
});
export type EsignCreateRequest = z.input<typeof esignCreateRequestSchema>;

/** `POST /user/esign/sync` (spec's E-sign sync form): pull the provider's status now and apply it. */
export const esignSyncRequestSchema = z.object({
  documentType: documentTypeField,
  digioId: z
    .string({ error: "Digio id is required" })
    .trim()
    .min(1, "Digio id is required")
    .max(64, "Digio id can be at most 64 characters"),
});
export type EsignSyncRequest = z.input<typeof esignSyncRequestSchema>;

/** `GET /user/esign/search`. */
export const esignSearchQuerySchema = z.object({
  page: pageParam,
  pageSize: z.coerce
    .number()
    .int("Page size must be a whole number")
    .min(1, "Page size must be 1 or more")
    .max(500, "Page size cannot be more than 500")
    .default(10),
  loanId: z.guid("Loan id must be a UUID").optional(),
  documentType: documentTypeField.optional(),
  status: z.enum(ESIGN_STATUSES, { error: `Status must be one of ${ESIGN_STATUSES.join(", ")}` }).optional(),
});
export type EsignSearchQuery = z.output<typeof esignSearchQuerySchema>;
