import { describe, expect, it } from "vitest";
import { adminOperationSchema, bulkImportTypeSchema, cancelInvoiceSchema } from "./admin-operations";
import { messageAt, parseValid } from "./test-helpers";

describe("adminOperationSchema", () => {
  it("accepts each operation of the spec", () => {
    for (const operation of [
      "cancel",
      "payment",
      "syncWallet",
      "scheduleEnach",
      "markFeePaid",
      "closeLoan",
    ]) {
      expect(adminOperationSchema.safeParse({ operation, userId: "u-1" }).success).toBe(true);
    }
  });

  it("shows its messages", () => {
    expect(messageAt(adminOperationSchema, { operation: "delete", userId: "u-1" }, "operation")).toBe(
      "Operation is required",
    );
    expect(messageAt(adminOperationSchema, { operation: "cancel", userId: " " }, "userId")).toBe(
      "User is required",
    );
  });
});

describe("cancelInvoiceSchema", () => {
  it("needs the invoice id", () => {
    expect(parseValid(cancelInvoiceSchema, { cancelInvoiceId: " inv-9 " })).toEqual({
      cancelInvoiceId: "inv-9",
    });
    expect(messageAt(cancelInvoiceSchema, {}, "cancelInvoiceId")).toBe("Invoice Id is required");
  });
});

describe("bulkImportTypeSchema", () => {
  it("takes utr_update or utr_payment", () => {
    expect(parseValid(bulkImportTypeSchema, { utr_Update: "utr_payment" })).toEqual({
      utr_Update: "utr_payment",
    });
    expect(messageAt(bulkImportTypeSchema, { utr_Update: "utr_delete" }, "utr_Update")).toBe(
      "Import Type is required",
    );
  });
});
