import { describe, expect, it } from "vitest";
import { bulkCollectionSchema, settlementSchema, userCollectionSchema } from "./collection";
import { messageAt, parseValid } from "./test-helpers";

describe("bulkCollectionSchema", () => {
  const valid = {
    bulkId: "BULK-12",
    amount: "250000",
    utr: "HDFCN25181123456",
    collectionDate: "2025-06-30",
  };

  it("accepts a bulk collection with both choices off by default", () => {
    expect(parseValid(bulkCollectionSchema, valid)).toEqual({
      ...valid,
      waivedOffPenal: false,
      applyOverDueInterest: false,
    });
  });

  it("shows its messages", () => {
    expect(messageAt(bulkCollectionSchema, { ...valid, bulkId: "" }, "bulkId")).toBe("Bulk Id is required");
    expect(messageAt(bulkCollectionSchema, { ...valid, amount: "2,50,000" }, "amount")).toBe(
      "Amount must be a valid amount with at most 2 decimals",
    );
    expect(messageAt(bulkCollectionSchema, { ...valid, utr: "" }, "utr")).toBe("UTR number is required");
    expect(messageAt(bulkCollectionSchema, { ...valid, collectionDate: "" }, "collectionDate")).toBe(
      "Collection Date is required",
    );
  });
});

describe("userCollectionSchema", () => {
  const valid = {
    userId: "5a1d0c9e-2b7f-4c3a-9d8e-1f2a3b4c5d6e",
    amount: "1200.5",
    utr: "123456789012",
    collectionDate: "2025-06-30",
  };

  it("accepts a collection", () => {
    expect(parseValid(userCollectionSchema, { ...valid, cmWise: true, utrDate: "2025-06-29" }).cmWise).toBe(
      true,
    );
  });

  it("shows its messages", () => {
    expect(messageAt(userCollectionSchema, { ...valid, userId: "" }, "userId")).toBe("User is required");
    expect(messageAt(userCollectionSchema, { ...valid, userId: "abc" }, "userId")).toBe(
      "No user has this id",
    );
    expect(messageAt(userCollectionSchema, { ...valid, amount: "1200.555" }, "amount")).toBe(
      "Amount must be a valid amount with at most 2 decimals",
    );
    expect(messageAt(userCollectionSchema, { ...valid, nachDate: "2025-02-29" }, "nachDate")).toBe(
      "NACH Date must be a valid date (YYYY-MM-DD)",
    );
  });
});

describe("settlementSchema", () => {
  const valid = {
    userId: "5a1d0c9e-2b7f-4c3a-9d8e-1f2a3b4c5d6e",
    amount: "5000",
    utr: "123456789012",
    settleDate: "2025-06-30",
  };

  it("accepts a settlement and shows its messages", () => {
    expect(parseValid(settlementSchema, valid)).toEqual(valid);
    expect(messageAt(settlementSchema, { ...valid, settleDate: "" }, "settleDate")).toBe(
      "Settlement Date is required",
    );
    expect(messageAt(settlementSchema, { ...valid, amount: "0" }, "amount")).toBe(
      "Amount must be more than 0",
    );
  });
});
