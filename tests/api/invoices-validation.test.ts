import type { InvoiceListResponse } from "@domain/api/invoices";
import { INVOICE_COUNT_CAP } from "@domain/api/invoices";
import { partnerActualPayment } from "@domain/derived/partner-actual-payment";
import { describe, expect, it } from "vitest";
import { act, createInvoice, detailOf, GOKUL_PARTNER, invoiceKit, PDF, supplierForm } from "./invoices-kit";

const kit = invoiceKit();

const fieldErrors = (response: { json: () => { errors?: { field: string; message: string }[] } }) =>
  Object.fromEntries((response.json().errors ?? []).map((error) => [error.field, error.message]));

const partnerForm = (overrides: Record<string, string> = {}) => ({
  type: "PARTNER_INVOICE",
  partner: GOKUL_PARTNER.id,
  Invoice_Amount_Partner: "100000",
  Invoice_Date_partner: kit.today(),
  Payment_Date_partner: kit.today(),
  invoice_number_partner: `P-${Math.random().toString(36).slice(2, 10)}`,
  TDS_Applicable_partner: "2",
  Repayment_Duration_partner: "30",
  ...overrides,
});
const partnerUpload = { field: "Upload_Invoice_partner", name: "p.pdf", bytes: PDF };

describe("entry form messages", () => {
  it("answers each required field's own message", async () => {
    const response = await createInvoice(kit, "anchor@demo.in", { type: "SUPPLIER_INVOICE" });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toMatchObject({
      supplier: "Supplier is required",
      Invoice_Amount: "Invoice Amount is required",
      Invoice_Date: "Invoice Date is required",
      Repayment_Duration: "Repayment Duration is required",
      Payment_Date: "Payment Date is required",
      invoice_number: "Invoice Number is required",
      Actual_Payment_Amount: "Actual Payment Amount is required",
    });
  });

  it("allows 30 days only and a payment date no later than today", async () => {
    const tomorrow = new Date(Date.parse(`${kit.today()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const response = await createInvoice(
      kit,
      "anchor@demo.in",
      supplierForm(kit.today(), { Repayment_Duration: "45", Payment_Date: tomorrow }),
    );
    expect(fieldErrors(response)).toMatchObject({
      Repayment_Duration: "Repayment Duration must be 30 days",
      Payment_Date: "Payment Date cannot be after today",
    });
  });

  it("refuses a supplier of another anchor and an unknown type", async () => {
    const other = await createInvoice(kit, "distribution@demo.in", supplierForm(kit.today()));
    expect(fieldErrors(other)).toEqual({ supplier: "Supplier not found" });
    const type = await createInvoice(kit, "anchor@demo.in", supplierForm(kit.today(), { type: "LOAN" }));
    expect(fieldErrors(type)).toEqual({
      type: "Invoice type must be one of SUPPLIER_INVOICE, PARTNER_INVOICE",
    });
  });

  it("computes the partner's actual payment on the server and refuses a figure that disagrees", async () => {
    const created = await createInvoice(kit, "anchor@demo.in", partnerForm(), partnerUpload);
    expect(created.statusCode, created.body).toBe(200);
    const expected = partnerActualPayment({
      invoiceAmountPaise: 100000_00,
      tdsPercent: 2,
      interestRatePercentPerYear: 12,
    });
    expect(detailOf(created).actualPaymentPaise).toBe(expected);
    expect(detailOf(created).tdsPercent).toBe(2);
    const wrong = await createInvoice(
      kit,
      "anchor@demo.in",
      partnerForm({ Actual_Payment_Amount_partner: "100000" }),
      partnerUpload,
    );
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrors(wrong).Actual_Payment_Amount_partner).toMatch(/^Actual Payment Amount should be ₹/);
    const tds = await createInvoice(
      kit,
      "anchor@demo.in",
      partnerForm({ TDS_Applicable_partner: "7" }),
      partnerUpload,
    );
    expect(fieldErrors(tds).TDS_Applicable_partner).toBe("TDS Applicable is required");
  });
});

describe("action body messages", () => {
  it("needs a reason from the list to reject, and a well-formed UTR", async () => {
    const created = detailOf(await createInvoice(kit, "anchor@demo.in", supplierForm(kit.today())));
    const reject = await act(kit, "ops@demo.in", "reject", { id: created.id, version: 1 });
    expect(reject.statusCode).toBe(400);
    expect(fieldErrors(reject)).toEqual({ Reason: "Reason is required" });
    const missing = await act(kit, "payments@demo.in", "utr", { id: created.id, version: 1 });
    expect(fieldErrors(missing)).toEqual({ utrNumber: "UTR number is required" });
    const bad = await act(kit, "payments@demo.in", "utr", { id: created.id, version: 1, utrNumber: "12345" });
    expect(fieldErrors(bad).utrNumber).toMatch(/^UTR must be/);
    const rejected = await act(kit, "ops@demo.in", "reject", {
      id: created.id,
      version: 1,
      Reason: "Invalid date",
      reason: "Dated next year",
    });
    expect(detailOf(rejected)).toMatchObject({
      status: "Rejected",
      rejectReason: "Invalid date",
      rejectNote: "Dated next year",
    });
  });
});

describe("GET /account/invoices", () => {
  const list = async (email: string, query: string) =>
    kit.app.inject({ url: `/account/invoices?${query}`, headers: await kit.as(email) });

  it("filters by status, sorts, and counts from the counters", async () => {
    const response = await list("admin@demo.in", "status=Paid,Completed&sort=-amountPaise&pageSize=10");
    const page = response.json<InvoiceListResponse>();
    expect(page.payload).toHaveLength(10);
    expect(page.payload.every((row) => row.status === "Paid" || row.status === "Completed")).toBe(true);
    const amounts = page.payload.map((row) => row.amountPaise);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const all = (
      await list("admin@demo.in", "status=Paid,Completed&pageSize=500")
    ).json<InvoiceListResponse>();
    expect(page.total).toBe(all.payload.length);
    expect(page.totalIsCapped).toBe(false);
  });

  it("pages with a keyset cursor exactly like page 2", async () => {
    const first = (await list("admin@demo.in", "sort=invoiceDate&pageSize=25")).json<InvoiceListResponse>();
    const second = (
      await list("admin@demo.in", "sort=invoiceDate&pageSize=25&page=2")
    ).json<InvoiceListResponse>();
    const next = (
      await list("admin@demo.in", `sort=invoiceDate&pageSize=25&cursor=${first.nextCursor}`)
    ).json<InvoiceListResponse>();
    expect(next.payload.map((row) => row.id)).toEqual(second.payload.map((row) => row.id));
  });

  it("filters by name prefix, amount and dates with an exact count below the cap", async () => {
    const page = (
      await list(
        "admin@demo.in",
        "counterpartyName=patel&amountFrom=2000000&invoiceDateFrom=2025-05-01&pageSize=10",
      )
    ).json<InvoiceListResponse>();
    expect(
      page.payload.every((row) => row.counterpartyName.startsWith("Patel") && row.amountPaise >= 2000000),
    ).toBe(true);
    expect(page.payload.every((row) => row.invoiceDate >= "2025-05-01")).toBe(true);
    expect(page.total).toBeLessThanOrEqual(INVOICE_COUNT_CAP);
    expect(page.totalIsCapped).toBe(false);
  });

  it("accepts the spec's page sizes only, and known sort fields only", async () => {
    expect((await list("admin@demo.in", "pageSize=5000")).statusCode).toBe(200);
    const size = await list("admin@demo.in", "pageSize=7");
    expect(size.statusCode).toBe(400);
    expect(size.json().errors[0].message).toBe(
      "Page size must be one of 10, 25, 50, 100, 200, 300, 400, 500, 5000",
    );
    expect((await list("admin@demo.in", "sort=password")).statusCode).toBe(400);
    expect((await list("admin@demo.in", "cursor=not-a-cursor")).statusCode).toBe(400);
  });
});
