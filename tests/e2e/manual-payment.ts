import { expect, type Page } from "./test";
import { signIn } from "./invoices-helpers";

/** A fresh 12-digit UTR (the IMPS/UPI RRN shape) starting with `lead`, unique per call within a run. */
export const freshUtr = (lead: string) => `${lead}${String(Date.now()).slice(-11)}`;

/**
 * Enters a manual payment of `paise` on the tranche `reference` names, by `utr`, as the signed-in payments user,
 * and sends it for approval.
 */
export async function enterManualPayment(page: Page, reference: string, paise: number, utr: string) {
  await page.goto("/collections/payments");
  const form = page.getByRole("form", { name: "Manual payment" });
  await form.getByLabel("Invoice Id").fill(reference);
  await form.getByLabel("Payment Amount").fill((paise / 100).toFixed(2));
  await form.getByLabel("UTR number").fill(utr);
  await form.getByRole("button", { name: "Send for approval" }).click();
  await expect(page.getByText(/waiting for another staff user's approval/)).toBeVisible();
}

/** The approvals page, signed in as `checker`: the card of the payment `utr` names. */
export async function approvalCardOf(page: Page, checker: string, utr: string) {
  await signIn(page, checker, "/collections/approvals");
  const card = page.locator(".ant-card").filter({ hasText: `UTR ${utr}` });
  await expect(card).toBeVisible();
  return card;
}
