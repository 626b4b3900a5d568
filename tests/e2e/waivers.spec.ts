import type { EmiDetail, EmiItem } from "@domain/api/emis";
import { expect, test } from "./test";
import { confirmPopconfirm, settledDialog } from "./dialogs";
import { shot, signIn } from "./invoices-helpers";
import { apiAs } from "./loans-helpers";

const WIDE = { width: 1440, height: 900 };
const TABLET = { width: 820, height: 1180 };
const OPS = "ops@demo.in";
const CHECKER = "superadmin@demo.in";
/** The seed's SMA-2 dairy farmer (LN-000024): his latest due bounced (06), with its bounce charge. */
const BORROWER = "Vipul Thakor";

const rupees = (paise: number) => (paise / 100).toFixed(2);

test("ops proposes waiving a bounced EMI's penal; nothing changes until a second staff user approves it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [bounced] = await apiAs<EmiItem[]>(
    request,
    OPS,
    "GET",
    `/account/emis?search=${encodeURIComponent(BORROWER)}&status=BOUNCED&pageSize=10`,
  );
  expect(bounced).toBeDefined();
  const emi = await apiAs<EmiDetail>(request, OPS, "GET", `/account/emis/${bounced!.id}`);
  const penal = emi.penalDuePaise - emi.penalPaidPaise;
  expect(penal).toBeGreaterThan(0);

  // Ops opens the EMI, chooses Waive, picks the penal (its whole amount is offered) and gives the reason.
  await page.setViewportSize(WIDE);
  await signIn(page, OPS, `/emis/${emi.id}`);
  await page.getByRole("toolbar", { name: "EMI actions" }).getByRole("button", { name: "Waive" }).click();
  const dialog = await settledDialog(page);
  const form = dialog.getByRole("form", { name: "Waive" });
  // The first component the due owes is offered first, with the whole of it.
  await expect(form.getByRole("combobox", { name: "Component" }).locator("xpath=../..")).toContainText(
    `Penal charges (₹`,
  );
  await expect(form.getByLabel("Amount (₹)")).toHaveValue(rupees(penal));
  await form.getByLabel("Reason").fill("Bounce charge waived: the bank's own error");
  await expect(form.getByText(/After the waiver this EMI owes ₹0 of penal charges/)).toBeVisible();
  await shot(page, "waiver-01-proposed-1440");
  await page.setViewportSize(TABLET);
  await shot(page, "waiver-02-proposed-820");
  await page.setViewportSize(WIDE);
  await form.getByRole("button", { name: "Send for approval" }).click();
  await expect(page.getByText(/waiting for another staff user's approval/)).toBeVisible();
  const waiting = await apiAs<EmiDetail>(request, OPS, "GET", `/account/emis/${emi.id}`);
  expect(waiting.penalDuePaise).toBe(emi.penalDuePaise);

  // A second staff user approves it on the approvals page: the penal is waived by a ledger line.
  await signIn(page, CHECKER, "/collections/approvals");
  const card = page.locator(".ant-card").filter({ hasText: "Bounce charge waived" });
  await expect(card).toBeVisible();
  await expect(card.getByText(emi.trancheRef).first()).toBeVisible();
  await shot(page, "waiver-03-approval-1440");
  await card.getByRole("button", { name: "Approve" }).click();
  await confirmPopconfirm(page, "Yes, approve");
  await expect(page.locator(".ant-notification-notice").last()).toContainText("Approved");
  await expect(card).toBeHidden();
  const waived = await apiAs<EmiDetail>(request, OPS, "GET", `/account/emis/${emi.id}`);
  expect(waived.penalDuePaise - waived.penalPaidPaise).toBe(0);
  expect(waived.outstandingPaise).toBe(emi.outstandingPaise - penal);
  expect(waived.charges.at(-1)).toMatchObject({ kind: "WAIVER", amountPaise: -penal });
});
