import { describe, expect, it } from "vitest";
import { esignSyncSchema, kfsUploadSchema, mandateSyncSchema } from "./sync-operations";
import { messageAt, parseValid } from "./test-helpers";

describe("mandateSyncSchema", () => {
  const valid = {
    digioEna: "ENA2506301234567ABCD",
    umrnNumber: "hdfc7021508250000123",
    digioAmount: "50000",
    accountNumber: "50100012345678",
  };

  it("accepts a mandate and upper-cases the UMRN", () => {
    expect(parseValid(mandateSyncSchema, valid).umrnNumber).toBe("HDFC7021508250000123");
  });

  it("shows its messages", () => {
    expect(messageAt(mandateSyncSchema, { ...valid, digioEna: "" }, "digioEna")).toBe(
      "Digio Mandate Id is required",
    );
    expect(messageAt(mandateSyncSchema, { ...valid, umrnNumber: "" }, "umrnNumber")).toBe("UMRN is required");
    expect(messageAt(mandateSyncSchema, { ...valid, umrnNumber: "HDFC70215" }, "umrnNumber")).toBe(
      "UMRN must have 20 characters",
    );
    expect(messageAt(mandateSyncSchema, { ...valid, umrnNumber: "HDFC-021508250000123" }, "umrnNumber")).toBe(
      "UMRN can contain only letters and digits",
    );
    expect(messageAt(mandateSyncSchema, { ...valid, digioAmount: "-5" }, "digioAmount")).toBe(
      "Mandate Amount must be a valid amount with at most 2 decimals",
    );
    expect(messageAt(mandateSyncSchema, { ...valid, accountNumber: "" }, "accountNumber")).toBe(
      "Account Number is required",
    );
  });
});

describe("esignSyncSchema", () => {
  it("accepts a document type and a Digio id", () => {
    const values = { documentType: "LOAN_AGREEMENT", digioId: "DID2506301234" };
    expect(parseValid(esignSyncSchema, values)).toEqual(values);
  });

  it("shows its messages", () => {
    expect(messageAt(esignSyncSchema, { documentType: "PASSPORT", digioId: "DID1" }, "documentType")).toBe(
      "Document Type is required",
    );
    expect(messageAt(esignSyncSchema, { documentType: "KFS", digioId: "" }, "digioId")).toBe(
      "Digio Document Id is required",
    );
    expect(messageAt(esignSyncSchema, { documentType: "KFS", digioId: "ENA123" }, "digioId")).toBe(
      "Digio Document Id must start with DID",
    );
  });
});

describe("kfsUploadSchema", () => {
  const pdf = { name: "kfs.pdf", type: "application/pdf", size: 40_000 };

  it("accepts one or more JPEG, PNG or PDF files", () => {
    const jpeg = { name: "kfs.jpg", type: "image/jpeg", size: 90_000 };
    expect(parseValid(kfsUploadSchema, { kfsId: "KFS-1", docsUpload: [pdf, jpeg] }).docsUpload).toHaveLength(
      2,
    );
  });

  it("shows its messages", () => {
    expect(messageAt(kfsUploadSchema, { kfsId: "KFS-1", docsUpload: [] }, "docsUpload")).toBe(
      "Documents is required",
    );
    expect(messageAt(kfsUploadSchema, { kfsId: "", docsUpload: [pdf] }, "kfsId")).toBe("KFS Id is required");
    const docx = { name: "kfs.docx", type: "application/msword", size: 100 };
    expect(messageAt(kfsUploadSchema, { kfsId: "KFS-1", docsUpload: [pdf, docx] }, "docsUpload.1")).toBe(
      "Documents must be a JPEG, PNG or PDF file",
    );
    expect(messageAt(kfsUploadSchema, { kfsId: "KFS-1", docsUpload: ["kfs.pdf"] }, "docsUpload.0")).toBe(
      "Documents is required",
    );
  });
});
