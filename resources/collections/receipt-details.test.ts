import { describe, expect, it } from "vitest";
import { receiptDetailItems } from "./receipt-details";

describe("a receipt's own details", () => {
  it("reads in the spec's words: flags as Yes/No, dates as DD/MM/YYYY, unknown keys as words", () => {
    expect(
      receiptDetailItems({
        paymentInvoiceId: "INV-00000163",
        paymentDate: "2025-09-27",
        cmWise: false,
        useCmDtAsSettlement: true,
        gatewayStatus: "PendingSettlement",
        failureReason: null,
        dueScope: { kind: "loan" },
      }),
    ).toEqual([
      { label: "Invoice Id", text: "INV-00000163" },
      { label: "Payment Date", text: "27/09/2025" },
      { label: "CM wise", text: "No" },
      { label: "Use CM date as settlement date", text: "Yes" },
      { label: "Gateway status", text: "PendingSettlement" },
      { label: "Failure reason", text: "—" },
    ]);
  });
});
