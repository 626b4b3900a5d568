import { describe, expect, it } from "vitest";
import { esignSyncRequestSchema } from "./esign";

const messageOf = (input: object) => esignSyncRequestSchema.safeParse(input).error?.issues[0]?.message;

describe("the e-sign sync request", () => {
  it("asks for the document type when none is chosen, and names the choices for a wrong one", () => {
    expect(messageOf({ digioId: "DID1" })).toBe("Document type is required");
    expect(messageOf({ digioId: "DID1", documentType: "" })).toBe("Document type is required");
    expect(messageOf({ digioId: "DID1", documentType: "LOI" })).toBe(
      "Document type must be one of KFS, LOAN_AGREEMENT",
    );
    expect(esignSyncRequestSchema.parse({ digioId: " DID1 ", documentType: "KFS" })).toEqual({
      digioId: "DID1",
      documentType: "KFS",
    });
  });
});
