import type { MandateDetail } from "@domain/api/mandates";
import { eq } from "drizzle-orm";
import { loans, users } from "@server/db/schema/index";
import { signWebhookBody } from "@server/integrations/mandates/mandate-webhook-signature";
import { TEST_MANDATE_WEBHOOK_SECRET } from "@server/test-support/test-app";
import { OPS } from "./clients-kit";
import { kfsLoanBody, loansKit, MERCHANT_ID } from "./loans-kit";

export { ADMIN, ANCHOR, ANCHOR2, MERCHANT, NBFC, NBFC2, OPS } from "./clients-kit";

/** A valid registration for `loanId`: e-NACH, ₹20,000 a month from 1 Dec 2026, an SBI account. */
export const mandateBody = (loanId: string, overrides: Record<string, unknown> = {}) => ({
  loanId,
  kind: "ENACH",
  maxAmount: "20000",
  frequency: "MONTHLY",
  startDate: "2026-12-01",
  endDate: "2027-12-01",
  accountNumber: "123456789012",
  ifsc: "SBIN0000300",
  accountHolderName: "Ramesh Patel",
  ...overrides,
});

/** The mandates API tests' app: loans of the demo merchant with Shree, taken to a signed agreement, and mandate helpers. */
export function mandatesKit() {
  const kit = loansKit();

  /** A loan of merchant@demo.in whose agreement is signed: the borrower's onboarding is ENACH_PENDING. */
  async function signedLoan() {
    const loan = await kit.sanctioned(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
    await kit.esign(loan.id, "acceptKfs");
    await kit.esign(loan.id, "signAgreement");
    return kit.read(OPS, loan.id);
  }
  const register = (loanId: string, email = OPS, overrides: Record<string, unknown> = {}) =>
    kit.okPayload<MandateDetail>(email, "POST", "/user/mandates", mandateBody(loanId, overrides));
  const show = (email: string, id: string) =>
    kit.okPayload<MandateDetail>(email, "GET", `/user/mandates/${id}`);
  const authenticate = (email: string, mandate: MandateDetail, outcome = "registered") =>
    kit.okPayload<MandateDetail>(
      email,
      "POST",
      `/user/mandates/sandbox/${mandate.providerMandateId}/authenticate`,
      { outcome },
    );
  const webhook = (body: object, secret = TEST_MANDATE_WEBHOOK_SECRET) => {
    const text = JSON.stringify(body);
    return kit.app.inject({
      method: "POST",
      url: "/user/mandates/webhook",
      headers: { "content-type": "application/json", "x-digio-signature": signWebhookBody(secret, text) },
      payload: text,
    });
  };
  const loanRow = async (id: string) => (await kit.app.db.select().from(loans).where(eq(loans.id, id)))[0]!;
  const onboarding = async () =>
    (await kit.app.db.select().from(users).where(eq(users.id, MERCHANT_ID)))[0]!.onboardingStatus;
  return Object.assign(kit, { signedLoan, register, show, authenticate, webhook, loanRow, onboarding });
}
