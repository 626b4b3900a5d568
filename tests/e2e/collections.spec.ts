import type { CollectionItem } from "@domain/api/collections";
import type { EmiDetail, EmiItem } from "@domain/api/emis";
import { expect, test } from "./test";
import { shot, signIn } from "./invoices-helpers";
import { apiAs } from "./loans-helpers";
import { confirmPopconfirm, settledDialog } from "./dialogs";
import { approvalCardOf, freshUtr } from "./manual-payment";

const WIDE = { width: 1440, height: 900 };
const TABLET = { width: 820, height: 1180 };
const MAKER = "payments@demo.in";
const CHECKER = "superadmin@demo.in";

test("a manual payment with its UTR, once approved by another user, pays the EMI in full", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [due] = await apiAs<EmiItem[]>(
    request,
    CHECKER,
    "GET",
    "/account/emis?status=PENDING&trancheKind=LOAN&sort=dueDate&pageSize=10",
  );
  expect(due).toBeDefined();
  const utr = freshUtr("5");

  await page.setViewportSize(WIDE);
  await signIn(page, MAKER, "/collections/payments");
  const form = page.getByRole("form", { name: "Manual payment" });
  await form.getByRole("button", { name: "Send for approval" }).click();
  await expect(form.getByText("Payment Amount is required")).toBeVisible();
  await expect(form.getByText("UTR number is required")).toBeVisible();
  await form.getByLabel("Invoice Id").fill(due!.trancheRef);
  await form.getByLabel("Payment Amount").fill((due!.outstandingPaise / 100).toFixed(2));
  await form.getByLabel("UTR number").fill(` ${utr} `);
  await form.getByRole("button", { name: "Send for approval" }).click();
  await expect(page.getByText(/waiting for another staff user's approval/)).toBeVisible();
  await shot(page, "collections-01-manual-payment-1440");

  await page.goto("/collections/approvals");
  await expect(
    page.getByText("You proposed this; another staff user approves or rejects it.").first(),
  ).toBeVisible();

  const card = await approvalCardOf(page, CHECKER, utr);
  await shot(page, "collections-02-approvals-1440");
  await card.getByRole("button", { name: "Approve" }).click();
  await confirmPopconfirm(page, "Yes, approve");
  await expect(card).toBeHidden();

  const emi = await apiAs<EmiDetail>(request, CHECKER, "GET", `/account/emis/${due!.id}`);
  expect(emi).toMatchObject({ status: "COMPLETED", outstandingPaise: 0 });
  await page.goto(`/emis/${due!.id}`);
  await expect(page.getByText("Completed").first()).toBeVisible();
  const [receipt] = await apiAs<CollectionItem[]>(request, CHECKER, "GET", `/account/collections?utr=${utr}`);
  await page.goto(`/collections/${receipt!.id}`);
  await expect(page.getByText(utr).first()).toBeVisible();
  await shot(page, "collections-03-receipt-1440");
});

test("a bulk settle of all paid collections confirms the count and total, then shows a result per row", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const paid = await apiAs<CollectionItem[]>(
    request,
    CHECKER,
    "GET",
    "/account/collections?status=PAID&pageSize=50",
  );
  expect(paid.length).toBeGreaterThan(0);

  await page.setViewportSize(WIDE);
  await signIn(
    page,
    CHECKER,
    "/collections?filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=PAID",
  );
  const table = page.getByRole("table", { name: "Collections" });
  await expect(table).toBeVisible();
  await shot(page, "collections-04-manager-1440");
  await page.getByRole("button", { name: "Settle all matching" }).click();
  const confirm = await settledDialog(page);
  await expect(confirm.getByText(new RegExp(`^Settle ${paid.length} collection`))).toBeVisible();
  await shot(page, "collections-05-confirm-1440");
  await confirm.getByRole("button", { name: `Settle ${paid.length}` }).click();
  const results = page.getByRole("dialog", { name: "Results" });
  await expect(results.getByText(`${paid.length} of ${paid.length} done`)).toBeVisible();
  await expect(results.getByRole("row")).toHaveCount(paid.length + 1);
  await shot(page, "collections-06-results-1440");
  await results.getByRole("button", { name: "Close" }).click();

  await page.setViewportSize(TABLET);
  await page.goto("/collections");
  await expect(table).toBeVisible();
  await shot(page, "collections-07-manager-820");
  await page.goto("/collections/payments?tab=gateway");
  await expect(page.getByRole("form", { name: "Payment form" })).toBeVisible();
  await shot(page, "collections-08-payment-form-820");
});
