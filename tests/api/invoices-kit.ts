import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { InvoiceDetail } from "@domain/api/invoices";
import { businessDateAt } from "@domain/dates/business-date";
import type { LightMyRequestResponse } from "fastify";
import { seededApp } from "@server/test-support/seeded-app";
import { DEMO_PARTNERS, DEMO_SUPPLIERS } from "@server/db/seed/demo-counterparties";

/** A tiny valid PDF, PNG and a Windows executable renamed as a PDF. */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
export const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
export const EXE = Buffer.concat([
  Buffer.from("MZ"),
  Buffer.alloc(62),
  Buffer.from("PE\0\0"),
  Buffer.alloc(64),
]);

export const GOKUL_SUPPLIER = DEMO_SUPPLIERS[0]!;
export const GOKUL_PARTNER = DEMO_PARTNERS[0]!;
export const SAHYADRI_SUPPLIER = DEMO_SUPPLIERS[5]!;

export type Upload = { field: string; name: string; bytes: Buffer; type?: string };

/** A multipart body as a browser's FormData would send it. */
export async function multipart(fields: Record<string, string>, upload?: Upload) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (upload)
    form.append(
      upload.field,
      new Blob([new Uint8Array(upload.bytes)], { type: upload.type ?? "application/pdf" }),
      upload.name,
    );
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}

/**
 * The test file's seeded app with documents under a fresh temporary DATA_DIR, its sign-in helper and the
 * business date of its clock.
 */
export function invoiceKit() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ll-invoices-"));
  const suite = seededApp({ config: { dataDir } });
  return Object.assign(suite, { dataDir, today: () => businessDateAt(suite.clock.now()) });
}

export type InvoiceKit = ReturnType<typeof invoiceKit>;

/** The supplier repayment form's fields for `today`, with overrides. */
export const supplierForm = (today: string, overrides: Record<string, string> = {}) => ({
  type: "SUPPLIER_INVOICE",
  supplier: GOKUL_SUPPLIER.id,
  Invoice_Amount: "125000",
  Invoice_Date: today,
  Repayment_Duration: "30",
  Payment_Date: today,
  invoice_number: `T-${Math.random().toString(36).slice(2, 10)}`,
  Actual_Payment_Amount: "123000",
  ...overrides,
});

export async function createInvoice(
  kit: InvoiceKit,
  email: string,
  fields: Record<string, string>,
  upload: Upload | null = { field: "Upload_Invoice", name: "invoice.pdf", bytes: PDF },
): Promise<LightMyRequestResponse> {
  const body = await multipart(fields, upload ?? undefined);
  return kit.app.inject({
    method: "POST",
    url: "/account/invoice/create",
    headers: { ...(await kit.as(email)), ...body.headers },
    payload: body.payload,
  });
}

export const detailOf = (response: LightMyRequestResponse) =>
  response.json<{ payload: InvoiceDetail }>().payload;

/** POSTs an invoice action as `email`. */
export async function act(kit: InvoiceKit, email: string, action: string, payload: Record<string, unknown>) {
  return kit.app.inject({
    method: "POST",
    url: `/account/invoice/${action}`,
    headers: await kit.as(email),
    payload,
  });
}

export async function getInvoice(kit: InvoiceKit, email: string, id: string) {
  return kit.app.inject({ url: `/account/invoices/${id}`, headers: await kit.as(email) });
}
