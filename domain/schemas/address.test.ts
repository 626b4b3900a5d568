import { describe, expect, it } from "vitest";
import { addressSchema } from "./address";
import { messageAt, parseValid } from "./test-helpers";

describe("addressSchema", () => {
  const valid = {
    addressLine1: "14 Station Road",
    addressLine2: "Near Bus Stand",
    state: "Gujarat",
    pinCode: "388001",
  };

  it("accepts an address and shows its messages", () => {
    expect(parseValid(addressSchema, valid)).toEqual(valid);
    expect(messageAt(addressSchema, { ...valid, pinCode: "38800" }, "pinCode")).toBe("Enter 6 digit pincode");
    expect(messageAt(addressSchema, { ...valid, pinCode: "088001" }, "pinCode")).toBe(
      "Pincode cannot start with 0",
    );
    expect(messageAt(addressSchema, { ...valid, pinCode: "" }, "pinCode")).toBe("Pincode is required");
    expect(messageAt(addressSchema, { ...valid, addressLine1: "" }, "addressLine1")).toBe(
      "Address Line 1 is required",
    );
    expect(messageAt(addressSchema, { ...valid, addressLine3: "x".repeat(101) }, "addressLine3")).toBe(
      "Address Line 3 cannot be more than 100 characters",
    );
    expect(messageAt(addressSchema, { ...valid, state: "" }, "state")).toBe("State is required");
  });
});
