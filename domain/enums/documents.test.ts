import { describe, expect, it } from "vitest";
import {
  AGGREGATE_KYC_PARTS,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  PAGE_BUILDER_DOCUMENT_TYPE_LABELS,
  PAGE_BUILDER_DOCUMENT_TYPES,
  type DocumentType,
} from "./documents";

describe("DOCUMENT_TYPES", () => {
  it("holds about 35 distinct types, the named ones of the spec in its order", () => {
    expect(DOCUMENT_TYPES.length).toBeGreaterThanOrEqual(30);
    expect(DOCUMENT_TYPES.length).toBeLessThanOrEqual(40);
    expect(new Set(DOCUMENT_TYPES).size).toBe(DOCUMENT_TYPES.length);
    const named = [
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
    ];
    expect(DOCUMENT_TYPES.filter((type) => named.includes(type))).toEqual(named);
  });

  it("has both sides of Aadhaar, DL and voter ID, one PAN and a selfie", () => {
    expect(DOCUMENT_TYPES).toEqual(
      expect.arrayContaining([
        "KYC_AADHAR_FRONT",
        "KYC_AADHAR_BACK",
        "KYC_PAN",
        "KYC_DL_FRONT",
        "KYC_DL_BACK",
        "KYC_VOTER_ID_FRONT",
        "KYC_VOTER_ID_BACK",
        "SELFIE",
      ]),
    );
  });

  it("labels every type", () => {
    expect(Object.keys(DOCUMENT_TYPE_LABELS)).toEqual([...DOCUMENT_TYPES]);
    expect(DOCUMENT_TYPE_LABELS.KFS).toBe("Key fact statement (KFS)");
  });

  it("rejects an aggregate KYC type where a stored document type is expected", () => {
    // @ts-expect-error the aggregate exists only in the page builder
    const type: DocumentType = "KYC_AADHAR";
    expect(DOCUMENT_TYPES).not.toContain(type);
  });
});

describe("PAGE_BUILDER_DOCUMENT_TYPES", () => {
  it("adds the three aggregate KYC types after the document types", () => {
    expect([...PAGE_BUILDER_DOCUMENT_TYPES]).toEqual([
      ...DOCUMENT_TYPES,
      "KYC_AADHAR",
      "KYC_DL",
      "KYC_VOTER_ID",
    ]);
    expect(Object.keys(PAGE_BUILDER_DOCUMENT_TYPE_LABELS).sort()).toEqual(
      [...PAGE_BUILDER_DOCUMENT_TYPES].sort(),
    );
  });

  it("splits each aggregate into its front and back document types", () => {
    for (const parts of Object.values(AGGREGATE_KYC_PARTS)) {
      for (const part of parts) expect(DOCUMENT_TYPES).toContain(part);
    }
    expect(AGGREGATE_KYC_PARTS.KYC_DL).toEqual(["KYC_DL_FRONT", "KYC_DL_BACK"]);
  });
});
