import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ANCHORS } from "@server/db/seed/demo-organisations";
import { accessTokenFor, bearer, body } from "@server/test-support/test-app";
import { seededApp } from "@server/test-support/seeded-app";
import { BANK_ACCOUNT_FORMAT } from "@domain/identifiers/bank-account";
import { IFSC_UNKNOWN } from "./service";

const suite = seededApp();
let token: string;

beforeAll(async () => {
  token = await accessTokenFor(suite.app, "ops@demo.in");
});

const validate = (kind: "pan" | "gst" | "bank", payload: Record<string, unknown>) =>
  suite.app.inject({ method: "POST", url: `/master/kyc/validate/${kind}`, headers: bearer(token), payload });

const gokul = DEMO_ANCHORS[0];

describe("POST /master/kyc/validate/pan", () => {
  it("accepts a valid PAN, names its holder type and the registered holder (sandbox)", async () => {
    const response = await validate("pan", {
      panNumber: ` ${gokul.pan.toLowerCase()} `,
      name: "gokul dairy cooperative",
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({
      payload: {
        valid: true,
        panNumber: gokul.pan,
        holderType: "Company",
        registeredName: "Gokul Dairy Cooperative",
        nameMatch: true,
        source: "sandbox",
      },
    });
  });

  it("gives a deterministic sandbox name for an unknown PAN and says when the name does not match", async () => {
    const first = body<{ payload: { registeredName: string; nameMatch: boolean } }>(
      await validate("pan", { panNumber: "ABCPE1234F", name: "Someone Else" }),
    );
    const second = body<{ payload: { registeredName: string } }>(
      await validate("pan", { panNumber: "ABCPE1234F" }),
    );
    expect(first.payload.registeredName).toBe(second.payload.registeredName);
    expect(first.payload.nameMatch).toBe(false);
  });

  it.each([
    ["ABC", "PAN must have 10 characters"],
    ["ABCDE12345", "PAN must be 5 letters, 4 digits and a letter, like ABCPE1234F"],
    ["ABCXE1234F", "PAN 4th character must be a holder type (P, C, H, F, A, B, T, L, J or G)"],
    ["", "PAN is required"],
  ])("answers 200 with valid false for %j: %s", async (panNumber, message) => {
    const response = await validate("pan", { panNumber });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ payload: { valid: false, message, panNumber } });
  });

  it("answers 400 only when the field is missing", async () => {
    const response = await validate("pan", { name: "x" });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ errors: [{ field: "panNumber", message: "PAN is required" }] });
  });
});

describe("POST /master/kyc/validate/gst", () => {
  it("accepts a GSTIN with the right check character", async () => {
    const response = await validate("gst", { gstNumber: "27AAPFU0939F1ZV" });
    expect(body(response)).toMatchObject({
      payload: {
        valid: true,
        gstNumber: "27AAPFU0939F1ZV",
        stateCode: "27",
        stateName: "Maharashtra",
        panNumber: "AAPFU0939F",
        source: "sandbox",
      },
    });
  });

  it("names a seeded anchor by its GSTIN", async () => {
    const response = await validate("gst", { gstNumber: gokul.gstin });
    expect(body(response)).toMatchObject({ payload: { valid: true, legalName: "Gokul Dairy Cooperative" } });
  });

  it.each([
    ["27AAPFU0939F1ZA", "GSTIN check character does not match"],
    ["27AAPFU0939F1Z", "length of GSTIN must be 15"],
    ["99AAPFU0939F1ZV", "GSTIN must start with a valid state code (01 to 38, or 97)"],
  ])("answers 200 with valid false for %s: %s", async (gstNumber, message) => {
    const response = await validate("gst", { gstNumber });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ payload: { valid: false, message, gstNumber } });
  });

  it("answers 400 when the field is missing", async () => {
    const response = await validate("gst", {});
    expect(body(response)).toMatchObject({ errors: [{ field: "gstNumber", message: "GSTIN is required" }] });
  });
});

describe("POST /master/kyc/validate/bank", () => {
  it("names the bank of a real IFSC from the IFSC dataset, the branch and holder from the sandbox", async () => {
    const response = await validate("bank", { bankAccount: "50100123456789", ifsc: "hdfc0000001" });
    expect(body(response)).toEqual({
      payload: {
        valid: true,
        bankAccount: "50100123456789",
        ifsc: "HDFC0000001",
        bankName: "HDFC Bank",
        branch: expect.any(String),
        accountHolderName: expect.any(String),
        source: "sandbox",
      },
    });
  });

  it("answers the account as held by the name it was checked for, in the sandbox", async () => {
    const named = { bankAccount: "50100123456789", ifsc: "HDFC0000001", name: "Ramesh Dairy Farm" };
    expect(body(await validate("bank", named))).toMatchObject({
      payload: { accountHolderName: "Ramesh Dairy Farm" },
    });
  });

  it("names the bank that operates a sublet branch, not the sponsor bank of its prefix", async () => {
    const response = await validate("bank", { bankAccount: "50100123456789", ifsc: "KSCB0006001" });
    expect(body(response)).toMatchObject({ payload: { bankName: "Tumkur District Central Bank" } });
  });

  it("rejects a well-formed IFSC that no branch has", async () => {
    const response = await validate("bank", { bankAccount: "50100123456789", ifsc: "HDFC0ZZZZZZ" });
    expect(body(response)).toEqual({
      payload: { valid: false, message: IFSC_UNKNOWN, bankAccount: "50100123456789", ifsc: "HDFC0ZZZZZZ" },
    });
  });

  it("rejects a malformed IFSC and account number", async () => {
    expect(body(await validate("bank", { bankAccount: "123456789", ifsc: "HDFC123" }))).toMatchObject({
      payload: { valid: false, message: "IFSC must have 11 characters" },
    });
    expect(body(await validate("bank", { bankAccount: "12-34", ifsc: "SBIN0000001" }))).toMatchObject({
      payload: { valid: false, message: BANK_ACCOUNT_FORMAT, bankName: "State Bank of India" },
    });
  });

  it("answers 400 naming each missing field", async () => {
    const response = await validate("bank", {});
    expect(body(response)).toMatchObject({
      errors: [
        { field: "bankAccount", message: "Bank Account is required" },
        { field: "ifsc", message: "IFSC is required" },
      ],
    });
  });

  it("needs a token", async () => {
    const response = await suite.app.inject({
      method: "POST",
      url: "/master/kyc/validate/bank",
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});
