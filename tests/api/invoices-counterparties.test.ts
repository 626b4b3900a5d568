import { DUPLICATE_RETAILER_GSTIN_MESSAGE } from "@domain/api/retailers";
import { seedGstin, seedPan } from "@server/db/seed/identifiers";
import { describe, expect, it } from "vitest";
import { invoiceKit } from "./invoices-kit";

const kit = invoiceKit();

const post = async (email: string, url: string, payload: object) =>
  kit.app.inject({ method: "POST", url, headers: await kit.as(email), payload });
const fieldErrors = (response: { json: () => { errors?: { field: string; message: string }[] } }) =>
  Object.fromEntries((response.json().errors ?? []).map((error) => [error.field, error.message]));

const gstin = (n: number) => seedGstin("24", seedPan(9000 + n, "F", "T"));

const supplier = (n: number, overrides: object = {}) => ({
  gst_Number: gstin(n),
  Supplier_name: "Tapi Milk Cans",
  Supplier_Email: "",
  Supplier_Number: "9812345678",
  bankAccount: "123456789012",
  ifsc: "HDFC0000001",
  accountHolderName: "Someone Else",
  bankName: "Some Bank",
  ...overrides,
});

describe("suppliers", () => {
  it("takes the account holder and bank name from the bank check, never from the client", async () => {
    const response = await post("anchor@demo.in", "/account/suppliers", supplier(1));
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().payload;
    expect(created.bankName).toBe("HDFC Bank");
    expect(created.accountHolderName).not.toBe("Someone Else");
    expect(created.email).toBeNull();
  });

  it("refuses the same GSTIN twice under one anchor, but not under another", async () => {
    const again = await post("anchor@demo.in", "/account/suppliers", supplier(1));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("A supplier with this GSTIN already exists for your business");
    expect((await post("distribution@demo.in", "/account/suppliers", supplier(1))).statusCode).toBe(200);
  });

  it("answers the form's messages, including the spec's quirky phone maximum", async () => {
    const response = await post("anchor@demo.in", "/account/suppliers", {
      gst_Number: "27AAPFU0939F1Z",
      Supplier_name: "",
      Supplier_Number: "98123456789",
      bankAccount: "",
      ifsc: "HDFC000001",
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({
      gst_Number: "minimum length cannot be less than 15",
      Supplier_name: "Supplier Name is required",
      Supplier_Number: "maximum length cannot be more than 15",
      bankAccount: "Bank Account Number is required",
      ifsc: "IFSC must have 11 characters",
    });
  });

  it("lists only the anchor's own suppliers and updates with the version", async () => {
    const own = (
      await kit.app.inject({
        url: "/account/suppliers?pageSize=100",
        headers: await kit.as("anchor@demo.in"),
      })
    ).json();
    expect(own.payload.every((row: { anchorId: string }) => row.anchorId === own.payload[0].anchorId)).toBe(
      true,
    );
    const target = own.payload.find((row: { name: string }) => row.name === "Tapi Milk Cans");
    const body = {
      ...supplier(1, { Supplier_name: "Tapi Milk Cans Pvt" }),
      id: target.id,
      version: target.version,
    };
    const updated = await post("anchor@demo.in", "/account/suppliers/update", body);
    expect(updated.json().payload).toMatchObject({ name: "Tapi Milk Cans Pvt", version: 2 });
    expect((await post("anchor@demo.in", "/account/suppliers/update", body)).statusCode).toBe(409);
    expect(
      (await post("distribution@demo.in", "/account/suppliers/update", { ...body, version: 2 })).statusCode,
    ).toBe(404);
    expect(
      (await kit.app.inject({ url: "/account/suppliers", headers: await kit.as("nbfc@demo.in") })).statusCode,
    ).toBe(403);
  });
});

describe("partners", () => {
  it("creates with a TDS from the partner-create list and refuses a duplicate GSTIN", async () => {
    const partner = {
      Partner_gst: gstin(2),
      Supplier_name: "Roadways",
      Phone_Number: "9812345679",
      Applicable_TDS: "1.5",
    };
    const created = await post("anchor@demo.in", "/account/partners", partner);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().payload.tdsPercent).toBe(1.5);
    expect((await post("anchor@demo.in", "/account/partners", partner)).statusCode).toBe(409);
    const bad = await post("anchor@demo.in", "/account/partners", {
      ...partner,
      Applicable_TDS: "4",
      Supplier_name: "",
    });
    expect(fieldErrors(bad)).toEqual({
      Supplier_name: "Partner Name is required",
      Applicable_TDS: "Applicable TDS is required",
    });
  });
});

describe("retailers", () => {
  it("belong to the merchant who adds them", async () => {
    const retailer = {
      GST: gstin(3),
      businessName: "Corner Store",
      mobile: "9812345670",
      panNumber: seedPan(9003, "F", "T"),
      name: "Raj",
    };
    const created = await post("merchant@demo.in", "/account/retailers", retailer);
    expect(created.statusCode, created.body).toBe(200);
    const again = await post("merchant@demo.in", "/account/retailers", retailer);
    expect(again.json().message).toBe(DUPLICATE_RETAILER_GSTIN_MESSAGE);
    expect((await post("anchor@demo.in", "/account/retailers", retailer)).statusCode).toBe(403);
    const list = (
      await kit.app.inject({ url: "/account/retailers", headers: await kit.as("merchant@demo.in") })
    ).json();
    expect(list.payload.map((row: { businessName: string }) => row.businessName)).toContain("Corner Store");
  });
});
