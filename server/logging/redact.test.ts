import { describe, expect, it } from "vitest";
import { isSensitiveKey, maskText, REDACTED, redactSensitive } from "./redact";

describe("isSensitiveKey", () => {
  it.each([
    "password",
    "confirmPassword",
    "newPassword",
    "passwordPdf",
    "refresh_token",
    "access_token",
    "otp",
    "cvv",
    "card_no",
    "authorization",
    "pan",
    "panNumber",
    "companyPan",
    "farmerPan",
    "PAN",
    "aadharNumber",
    "farmerAadhar",
    "aadhaar",
  ])("%s is sensitive", (key) => expect(isSensitiveKey(key)).toBe(true));

  it.each(["name", "company", "companyName", "expand", "panel", "mobile", "gstNumber", "ifsc"])(
    "%s is not",
    (key) => expect(isSensitiveKey(key)).toBe(false),
  );
});

describe("redactSensitive", () => {
  it("replaces sensitive values at any depth and masks PAN and Aadhaar text elsewhere", () => {
    const input = {
      username: "a@b.in",
      password: "Demo@1234",
      nested: { list: [{ otp: "123456" }, "PAN ABCPE1234F on file, aadhaar 2341 2341 2346"] },
      gstin: "27AAPFU0939F1ZV",
    };
    expect(redactSensitive(input)).toEqual({
      username: "a@b.in",
      password: REDACTED,
      nested: { list: [{ otp: REDACTED }, "PAN [PAN] on file, aadhaar [AADHAAR]"] },
      gstin: "27AAPFU0939F1ZV",
    });
    expect(input.password).toBe("Demo@1234");
  });

  it("leaves null sensitive values and non-plain objects alone", () => {
    const date = new Date(0);
    expect(redactSensitive({ password: null, at: date })).toEqual({ password: null, at: date });
  });

  it("masks a bare 12-digit Aadhaar but not a 10-digit mobile", () => {
    expect(maskText("234123412346 9876500007")).toBe("[AADHAAR] 9876500007");
  });
});
