import type { InvoiceItem, InvoiceListResponse } from "@domain/api/invoices";
import { INVOICE_STATUSES, type InvoiceStatus } from "@domain/enums/statuses";
import { describeIllegalTransition, transitionFor } from "@domain/state-machines/machine";
import { INVOICE_MACHINE, type InvoiceAction } from "@domain/state-machines/invoice";
import { beforeAll, describe, expect, it } from "vitest";
import { act, createInvoice, detailOf, invoiceKit, multipart, PDF, supplierForm } from "./invoices-kit";

const kit = invoiceKit();
/** Seeded invoices of the Gokul anchor (anchor@demo.in), by status, used up one per test. */
const pool = new Map<InvoiceStatus, InvoiceItem[]>();

beforeAll(async () => {
  const response = await kit.app.inject({
    url: "/account/invoices?pageSize=500&type=SUPPLIER_INVOICE,PARTNER_INVOICE",
    headers: await kit.as("anchor@demo.in"),
  });
  for (const invoice of response.json<InvoiceListResponse>().payload) {
    pool.set(invoice.status, [...(pool.get(invoice.status) ?? []), invoice]);
  }
});

/** A seeded invoice in `status`; PreInitiated ones (5% of the seed) are entered without a document at need. */
const take = async (status: InvoiceStatus): Promise<InvoiceItem> => {
  const invoice = pool.get(status)?.pop();
  if (invoice) return invoice;
  if (status !== "PreInitiated") throw new Error(`No seeded ${status} invoice left`);
  const created = await createInvoice(kit, "anchor@demo.in", supplierForm(kit.today()), null);
  expect(created.statusCode, created.body).toBe(200);
  return detailOf(created);
};

/** Who performs each action, its endpoint and its extra body. */
const PERFORM: Record<
  Exclude<InvoiceAction, "uploadDocument">,
  { email: string; path: string; extra: (n: number) => object }
> = {
  verify: { email: "ops@demo.in", path: "verify", extra: () => ({}) },
  reject: {
    email: "ops@demo.in",
    path: "reject",
    extra: () => ({ Reason: "Invalid amount", reason: "Amount differs from PO" }),
  },
  approve: { email: "payments@demo.in", path: "approve", extra: () => ({}) },
  enterUtr: {
    email: "payments@demo.in",
    path: "utr",
    extra: (n) => ({ utrNumber: `${String(100000000000 + n)}` }),
  },
  settle: { email: "anchor@demo.in", path: "settle", extra: () => ({}) },
  cancel: { email: "anchor@demo.in", path: "cancel", extra: () => ({}) },
};

const bodyFor = (action: keyof typeof PERFORM, invoice: InvoiceItem, n: number) =>
  action === "cancel"
    ? { cancelInvoiceId: invoice.id, version: invoice.version }
    : { id: invoice.id, version: invoice.version, ...PERFORM[action].extra(n) };

const cases = INVOICE_STATUSES.flatMap((status) =>
  (Object.keys(PERFORM) as (keyof typeof PERFORM)[]).map((action) => ({ status, action })),
);

describe("every action from every status", () => {
  it.each(cases.map((c, n) => ({ ...c, n })))("$action from $status", async ({ status, action, n }) => {
    const invoice = await take(status);
    const response = await act(kit, PERFORM[action].email, PERFORM[action].path, bodyFor(action, invoice, n));
    const legal = transitionFor(INVOICE_MACHINE, status, action);
    if (!legal) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: describeIllegalTransition(INVOICE_MACHINE, status, action),
      });
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    const after = detailOf(response);
    expect(after.status).toBe(legal.to);
    expect(after.version).toBe(invoice.version + 1);
    expect(after.timeline.at(-1)).toMatchObject({ action, from: status, to: legal.to });
  });

  it("uploadDocument: a PreInitiated invoice becomes Initiated when its document arrives", async () => {
    const invoice = await take("PreInitiated");
    const form = await multipart(
      {
        id: invoice.id,
        version: String(invoice.version),
        supplier: invoice.supplierId ?? "",
        partner: invoice.partnerId ?? "",
        Invoice_Amount: String(invoice.amountPaise / 100),
        Invoice_Amount_Partner: String(invoice.amountPaise / 100),
        Invoice_Date: kit.today(),
        Invoice_Date_partner: kit.today(),
        Payment_Date: kit.today(),
        Payment_Date_partner: kit.today(),
        Repayment_Duration: "30",
        Repayment_Duration_partner: "30",
        invoice_number: invoice.invoiceNumber,
        invoice_number_partner: invoice.invoiceNumber,
        Actual_Payment_Amount: String(invoice.actualPaymentPaise / 100),
        TDS_Applicable_partner: "2",
      },
      {
        field: invoice.type === "PARTNER_INVOICE" ? "Upload_Invoice_partner" : "Upload_Invoice",
        name: "late.pdf",
        bytes: PDF,
      },
    );
    const response = await kit.app.inject({
      method: "POST",
      url: "/account/invoice/update",
      headers: { ...(await kit.as("anchor@demo.in")), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = detailOf(response);
    expect(after.status).toBe("Initiated");
    expect(after.hasDocument).toBe(true);
    expect(after.timeline.at(-1)).toMatchObject({
      action: "uploadDocument",
      from: "PreInitiated",
      to: "Initiated",
    });
  });

  it("editing after verification answers 409 naming the status", async () => {
    const invoice = await take("Verified");
    const form = await multipart({ id: invoice.id, version: String(invoice.version) });
    const response = await kit.app.inject({
      method: "POST",
      url: "/account/invoice/update",
      headers: { ...(await kit.as("anchor@demo.in")), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Invoice is Verified; it cannot be edited");
  });
});
