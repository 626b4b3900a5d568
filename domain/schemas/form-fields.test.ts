import { describe, expect, it } from "vitest";
import { z } from "zod";
import { numericOneOf, oneOf, selectedId, someIds, someOf } from "./choice-fields";
import { boundedIsoDate, isoDate, optionalIsoDate } from "./date-fields";
import { logoFile, uploadedFiles } from "./file-fields";
import {
  exactLength,
  maximumLength,
  maxLength,
  minimumLength,
  required,
  SPEC_MESSAGES,
} from "./form-messages";
import { countText, numberField, optionalNumeric, percentText, rupeeAmount } from "./number-fields";
import { messagesAt, parseValid } from "./test-helpers";
import { optionalEmail, optionalOf, optionalText, requiredEmail, requiredText } from "./text-fields";

const at = (schema: z.ZodType, value: unknown) => messagesAt(z.object({ f: schema }), { f: value }, "f");

describe("form messages", () => {
  it("write the house style and the spec's fixed strings", () => {
    expect(required("Supplier Name")).toBe("Supplier Name is required");
    expect(maxLength("Name", 50)).toBe("Name cannot be more than 50 characters");
    expect(exactLength("PAN", 10)).toBe(SPEC_MESSAGES.panLength);
    expect(exactLength("IFSC", 11)).toBe(SPEC_MESSAGES.ifscLength);
    expect(maximumLength(15)).toBe("maximum length cannot be more than 15");
    expect(minimumLength(15)).toBe("minimum length cannot be less than 15");
    expect(SPEC_MESSAGES).toMatchObject({
      selectOne: "Please select one option",
      gstinLength: "length of GSTIN must be 15",
      pincode: "Enter 6 digit pincode",
      aadhaar: "Enter 12 digit Aadhar number",
      phoneDigits: "Phone number should be 10 digits",
      passwordMin: "Your password must be at least 5 characters long",
      docCount: "Doc Count should be more than 0",
      maximumDays: "maximum days cannot be more than 90",
      minimumDays: "minimum days cannot be less than 0",
    });
  });
});

describe("text fields", () => {
  it("show only the required message for an empty or missing value", () => {
    const name = requiredText("Name", { max: 3 });
    expect(at(name, "")).toEqual(["Name is required"]);
    expect(at(name, "   ")).toEqual(["Name is required"]);
    expect(at(name, undefined)).toEqual(["Name is required"]);
    expect(at(name, 42)).toEqual(["Name is required"]);
    expect(at(name, "abcd")).toEqual(["Name cannot be more than 3 characters"]);
    expect(parseValid(name, "  ab ")).toBe("ab");
  });

  it("let optional text and e-mail be empty", () => {
    expect(parseValid(optionalText("Note", { max: 2 }), undefined)).toBeUndefined();
    expect(at(optionalText("Note", { max: 2 }), "abc")).toEqual(["Note cannot be more than 2 characters"]);
    expect(parseValid(optionalEmail("Email"), "")).toBe("");
    expect(at(requiredEmail("Email"), "x@")).toEqual(["Email must be a valid email address"]);
    expect(at(optionalOf(requiredText("Code", { max: 2 })), "abc")).toEqual([
      "Code cannot be more than 2 characters",
    ]);
  });
});

describe("number fields", () => {
  it("keep amounts as the typed text", () => {
    expect(parseValid(rupeeAmount("Amount"), " 1200.50 ")).toBe("1200.50");
    expect(parseValid(rupeeAmount("Amount"), 99.5)).toBe("99.5");
    expect(at(rupeeAmount("Amount"), Number.NaN)).toEqual(["Amount is required"]);
    expect(at(rupeeAmount("Amount"), "1e5")).toEqual([
      "Amount must be a valid amount with at most 2 decimals",
    ]);
    expect(at(rupeeAmount("Amount", { maxLength: 4 }), "12345")).toEqual([
      "Amount cannot be more than 4 characters",
    ]);
    expect(parseValid(rupeeAmount("Amount", { allowZero: true }), "0")).toBe("0");
  });

  it("check percentages, counts and measures", () => {
    expect(at(percentText("Rate"), "100.5")).toEqual(["Rate cannot be more than 100"]);
    expect(parseValid(countText("Tenure"), 24)).toBe(24);
    expect(at(countText("Tenure"), "abc")).toEqual(["Tenure must be a whole number"]);
    expect(at(numberField("Cows", { max: 3 }), 4)).toEqual(["Cows cannot be more than 3"]);
    expect(at(numberField("Cows"), "0x10")).toEqual(["Cows must be a number"]);
    expect(parseValid(optionalNumeric(numberField("Cows")), "")).toBeUndefined();
    expect(parseValid(optionalNumeric(numberField("Cows")), " 7 ")).toBe(7);
  });
});

describe("date fields", () => {
  it("take real YYYY-MM-DD dates only", () => {
    expect(parseValid(isoDate("Date"), "2024-02-29")).toBe("2024-02-29");
    expect(at(isoDate("Date"), "2025-02-29")).toEqual(["Date must be a valid date (YYYY-MM-DD)"]);
    expect(at(isoDate("Date"), "")).toEqual(["Date is required"]);
    expect(parseValid(optionalIsoDate("Date"), "")).toBe("");
  });

  it("bound a date by a minimum and today", () => {
    const paid = boundedIsoDate("Paid On", { minDate: "2025-01-10", today: "2025-01-20" });
    expect(at(paid, "2025-01-09")).toEqual(["Paid On cannot be before 10/01/2025"]);
    expect(at(paid, "2025-01-21")).toEqual(["Paid On cannot be after today"]);
    expect(parseValid(paid, "2025-01-10")).toBe("2025-01-10");
  });
});

describe("file fields", () => {
  it("check type and size, and need at least one file in a list", () => {
    expect(at(logoFile("Logo"), { name: "a.svg", type: "image/svg+xml", size: 10 })).toEqual([
      "Logo must be a JPEG or PNG file",
    ]);
    expect(at(logoFile("Logo"), { name: "a.PNG", type: "IMAGE/PNG", size: 10 })).toEqual([]);
    expect(at(logoFile("Logo"), null)).toEqual(["Logo is required"]);
    const files = uploadedFiles("Docs", { types: ["application/pdf"], typesLabel: "PDF", maxBytes: 1024 });
    expect(at(files, undefined)).toEqual(["Docs is required"]);
    expect(messagesAt(files, [{ name: "a.pdf", type: "application/pdf", size: 2048 }], "0")).toEqual([
      "Docs cannot be larger than 1 KB",
    ]);
  });
});

describe("choice fields", () => {
  it("take only listed options", () => {
    expect(at(oneOf(["A", "B"]), "C")).toEqual(["Please select one option"]);
    expect(at(numericOneOf([1, 2.5]), "2.5")).toEqual([]);
    expect(at(numericOneOf([1, 2.5], "Pick one", "Needed"), "")).toEqual(["Needed"]);
    expect(at(numericOneOf([1, 2.5], "Pick one", "Needed"), "3")).toEqual(["Pick one"]);
    expect(at(numericOneOf([1, 2.5], "Pick one", "Needed"), "x")).toEqual(["Pick one"]);
    expect(at(selectedId("Lender"), " ")).toEqual(["Lender is required"]);
    expect(at(someOf(["A", "B"], "Letters"), [])).toEqual(["Letters is required"]);
    expect(at(someIds("Banks"), ["b-1"])).toEqual([]);
  });
});
