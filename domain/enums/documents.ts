/**
 * Document types (spec section 3, "about 35"), with the spec's KYC line ("KYC Aadhar, PAN, DL, voter-id and
 * selfie, front and back where relevant") expanded to one value per side of a card. A PAN card and a selfie
 * have one side.
 */
export const DOCUMENT_TYPES = [
  "GST_CERTIFICATE",
  "LOAN_AGREEMENT",
  "KFS",
  "LOI",
  "COMPANY_CCR_REPORT",
  "DIRECTOR_CIBIL_REPORT",
  "MSME_CERTIFICATE",
  "BALANCE_SHEET",
  "GST_STATEMENT",
  "BANK_STATEMENT",
  "KYC_AADHAR_FRONT",
  "KYC_AADHAR_BACK",
  "KYC_PAN",
  "KYC_DL_FRONT",
  "KYC_DL_BACK",
  "KYC_VOTER_ID_FRONT",
  "KYC_VOTER_ID_BACK",
  "SELFIE",
  "ACCEPTANCE_LETTER",
  "PARTNERSHIP_DEED",
  "ADDRESS_PROOF",
  "STATEMENT_OF_ACCOUNT",
  "UDC_CHEQUES_4",
  "COMPANY_PAN",
  "COI",
  "AOA",
  "MOA",
  "SHAREHOLDING_PATTERN",
  "DP_NOTE",
  "CHEQUE_COVERING_LETTER",
  "BR",
  "CONNECT",
  "OTHERS",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  GST_CERTIFICATE: "GST certificate",
  LOAN_AGREEMENT: "Loan agreement",
  KFS: "Key fact statement (KFS)",
  LOI: "Letter of intent (LOI)",
  COMPANY_CCR_REPORT: "Company credit report (CCR)",
  DIRECTOR_CIBIL_REPORT: "Director CIBIL report",
  MSME_CERTIFICATE: "MSME certificate",
  BALANCE_SHEET: "Balance sheet",
  GST_STATEMENT: "GST statement",
  BANK_STATEMENT: "Bank statement",
  KYC_AADHAR_FRONT: "Aadhaar (front)",
  KYC_AADHAR_BACK: "Aadhaar (back)",
  KYC_PAN: "PAN card",
  KYC_DL_FRONT: "Driving licence (front)",
  KYC_DL_BACK: "Driving licence (back)",
  KYC_VOTER_ID_FRONT: "Voter ID (front)",
  KYC_VOTER_ID_BACK: "Voter ID (back)",
  SELFIE: "Selfie",
  ACCEPTANCE_LETTER: "Acceptance letter",
  PARTNERSHIP_DEED: "Partnership deed",
  ADDRESS_PROOF: "Address proof",
  STATEMENT_OF_ACCOUNT: "Statement of account",
  UDC_CHEQUES_4: "4 undated cheques (UDC)",
  COMPANY_PAN: "Company PAN",
  COI: "Certificate of incorporation (COI)",
  AOA: "Articles of association (AOA)",
  MOA: "Memorandum of association (MOA)",
  SHAREHOLDING_PATTERN: "Shareholding pattern",
  DP_NOTE: "Demand promissory note (DP note)",
  CHEQUE_COVERING_LETTER: "Cheque covering letter",
  BR: "Board resolution (BR)",
  CONNECT: "Connect",
  OTHERS: "Others",
};

/** What the lender issues for a loan: a borrower never uploads these (they would show in the lender's searches). */
export const LENDER_ISSUED_DOCUMENT_TYPES = [
  "LOAN_AGREEMENT",
  "KFS",
  "LOI",
] as const satisfies readonly DocumentType[];

export const isLenderIssued = (type: DocumentType): boolean =>
  (LENDER_ISSUED_DOCUMENT_TYPES as readonly DocumentType[]).includes(type);

/** What a borrower (a merchant user) may upload: every type but the lender's own. */
export const BORROWER_DOCUMENT_TYPES = DOCUMENT_TYPES.filter((type) => !isLenderIssued(type));

/** The aggregate KYC types the page builder offers: one component collecting both sides of a card. */
export const AGGREGATE_KYC_DOCUMENT_TYPES = ["KYC_AADHAR", "KYC_DL", "KYC_VOTER_ID"] as const;
export type AggregateKycDocumentType = (typeof AGGREGATE_KYC_DOCUMENT_TYPES)[number];

/** The per-side document types an aggregate KYC upload is stored as. */
export const AGGREGATE_KYC_PARTS: Record<AggregateKycDocumentType, readonly [DocumentType, DocumentType]> = {
  KYC_AADHAR: ["KYC_AADHAR_FRONT", "KYC_AADHAR_BACK"],
  KYC_DL: ["KYC_DL_FRONT", "KYC_DL_BACK"],
  KYC_VOTER_ID: ["KYC_VOTER_ID_FRONT", "KYC_VOTER_ID_BACK"],
};

export const PAGE_BUILDER_DOCUMENT_TYPES = [...DOCUMENT_TYPES, ...AGGREGATE_KYC_DOCUMENT_TYPES] as const;
export type PageBuilderDocumentType = (typeof PAGE_BUILDER_DOCUMENT_TYPES)[number];

export const PAGE_BUILDER_DOCUMENT_TYPE_LABELS: Record<PageBuilderDocumentType, string> = {
  ...DOCUMENT_TYPE_LABELS,
  KYC_AADHAR: "Aadhaar (front and back)",
  KYC_DL: "Driving licence (front and back)",
  KYC_VOTER_ID: "Voter ID (front and back)",
};
