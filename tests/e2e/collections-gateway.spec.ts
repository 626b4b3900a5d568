import type { CollectionDetail } from "@domain/api/collections";
import type { EmiItem } from "@domain/api/emis";
import { expect, test } from "./test";
import { shot, signIn } from "./invoices-helpers";
import { apiAs } from "./loans-helpers";
import { settledDialog } from "./dialogs";

const MAKER = "payments@demo.in";

test("a gateway payment in flight is refreshed to Paid, and its receipt downloads as a protected PDF", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [due] = await apiAs<EmiItem[]>(
    request,
    MAKER,
    "GET",
    "/account/emis?status=PENDING&trancheKind=LOAN&sort=dueDate&pageSize=10",
  );
  expect(due).toBeDefined();
  const inFlight = await apiAs<CollectionDetail>(request, MAKER, "POST", "/account/collect/payment/pg", {
    payment: "UPI",
    amt: (due!.outstandingPaise / 100).toFixed(2),
    reference: "REPAYMENT",
    reference_id: "E2E-PENDING",
    collection_date: new Date().toISOString().slice(0, 10),
    invoice_id: due!.trancheRef,
    UPIIdNumber: "pending@okaxis",
  });
  expect(inFlight).toMatchObject({ status: "IN_PROCESS", details: { gatewayStatus: "InProcessing" } });

  await signIn(page, MAKER, `/collections/${inFlight.id}`);
  await expect(page.getByText("In process").first()).toBeVisible();
  await page.getByRole("button", { name: "Refresh status" }).click();
  await expect(page.getByText("Paid", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Refresh status" })).toBeHidden();
  await shot(page, "collections-09-gateway-refreshed-1440");

  await page.getByRole("button", { name: "Download receipt (PDF)" }).click();
  const dialog = await settledDialog(page);
  await dialog.getByRole("button", { name: "Download" }).click();
  await expect(dialog.getByText("Password is required")).toBeVisible();
  await dialog.getByLabel("Password", { exact: true }).fill("Open@2026");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Download" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${inFlight.receiptNumber}.pdf`);
});
