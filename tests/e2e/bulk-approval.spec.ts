import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { DEMO_PASSWORD, istToday, PDF_BYTES, signIn } from "./invoices-helpers";

async function bearerFor(request: APIRequestContext, email: string) {
  const response = await request.post("/auth/oauth/token", {
    data: { grant_type: "password", username: email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

/** Two small supplier invoices entered by the anchor and verified by operations, through the API. */
async function twoVerifiedInvoices(request: APIRequestContext, run: number) {
  const anchor = await bearerFor(request, "anchor@demo.in");
  const ops = await bearerFor(request, "ops@demo.in");
  const suppliers = await request.get("/account/suppliers?pageSize=10", { headers: anchor });
  const supplierId = ((await suppliers.json()) as { payload: { id: string }[] }).payload[0]!.id;
  const numbers = [`BULK-${run}-A`, `BULK-${run}-B`];
  for (const number of numbers) {
    const created = await request.post("/account/invoice/create", {
      headers: anchor,
      multipart: {
        type: "SUPPLIER_INVOICE",
        supplier: supplierId,
        Invoice_Amount: "1000",
        Invoice_Date: istToday(),
        Repayment_Duration: "30",
        Payment_Date: istToday(),
        invoice_number: number,
        Actual_Payment_Amount: "990",
        Upload_Invoice: { name: "invoice.pdf", mimeType: "application/pdf", buffer: PDF_BYTES },
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id, version } = ((await created.json()) as { payload: { id: string; version: number } }).payload;
    const verified = await request.post("/account/invoice/verify", { headers: ops, data: { id, version } });
    expect(verified.status(), await verified.text()).toBe(200);
  }
  const me = await request.get("/auth/me", { headers: anchor });
  const anchorUserId = ((await me.json()) as { payload: { id: string } }).payload.id;
  return { numbers, anchorUserId };
}

test("a payment user approves two verified invoices together after one confirmation", async ({ page }) => {
  const { numbers, anchorUserId } = await twoVerifiedInvoices(page.request, Date.now() % 1_000_000);
  await signIn(
    page,
    "payments@demo.in",
    `/merchant/supplier-invoices?tab=payment-approval&userId=${anchorUserId}`,
  );
  const table = page.getByRole("table", { name: "Invoices for approval" });
  for (const number of numbers) {
    await table
      .getByRole("row", { name: new RegExp(number) })
      .getByRole("checkbox")
      .check();
  }
  await page.getByRole("button", { name: "Approve selected" }).click();
  await expect(page.getByText("Approve payment of ₹1,980 for 2 invoices?")).toBeVisible();
  await page.getByRole("button", { name: "Yes, approve all" }).click();
  // Two approvals, one after the other, then the list reloads: on a loaded machine that takes more than 5 s.
  await expect(page.getByText("2 of 2 invoices approved")).toBeVisible({ timeout: 20_000 });
  for (const number of numbers) {
    await expect(table.getByRole("row", { name: new RegExp(number) })).toContainText("Approved");
  }
});
