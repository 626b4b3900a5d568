import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { EmiDetail, EmiItem } from "@domain/api/emis";
import type { MandateDetail } from "@domain/api/mandates";
import { BOUNCE_CHARGE_PAISE } from "@domain/collections/penal-charges";
import { addDays, businessDateAt } from "@domain/dates/business-date";
import { auditLog } from "@server/db/schema/audit-log";
import { loans, mandates, receipts } from "@server/db/schema/index";
import { signWebhookBody } from "@server/integrations/mandates/mandate-webhook-signature";
import { TEST_MANDATE_WEBHOOK_SECRET } from "@server/test-support/test-app";
import { runDayEnd } from "@server/modules/collections/delinquency/day-end";
import { OPS } from "./clients-kit";
import { CHECKER, collectionsKit, MAKER, rupees, uniqueUtr } from "./collections-kit";
import { COLLECTOR } from "./emis-kit";
import { kfsLoanBody, MERCHANT_ID } from "./loans-kit";
import { mandateBody } from "./mandates-kit";

const kit = collectionsKit();
const today = () => businessDateAt(kit.clock.now());

/** An active loan of the demo merchant with a registered (Scheduled) sandbox e-NACH mandate. */
async function loanOnMandate() {
  const sanctioned = await kit.sanctioned(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
  await kit.esign(sanctioned.id, "acceptKfs");
  await kit.esign(sanctioned.id, "signAgreement");
  const created = await kit.okPayload<MandateDetail>(
    OPS,
    "POST",
    "/user/mandates",
    mandateBody(sanctioned.id),
  );
  const mandate = await kit.okPayload<MandateDetail>(
    OPS,
    "POST",
    `/user/mandates/sandbox/${created.providerMandateId}/authenticate`,
    { outcome: "registered" },
  );
  expect(mandate.status).toBe("Scheduled");
  const loan = await kit.act(OPS, await kit.read(OPS, sanctioned.id), "disburse");
  return { loan, mandate };
}

/** The loan's first EMI scheduled for today and presented: INITIATED. */
async function presented(loanId: string): Promise<EmiItem> {
  const [pending] = await kit.emisOf(loanId);
  let emi = await kit.actOnEmi(COLLECTOR, pending!, "markReady");
  emi = await kit.schedule(COLLECTOR, emi, today());
  emi = await kit.actOnEmi(COLLECTOR, emi, "present");
  expect(emi.status).toBe("INITIATED");
  return emi;
}

const nachDebit = (emi: Pick<EmiItem, "id">, paise: number, bankReference = uniqueUtr()) => ({
  emiId: emi.id,
  amount: rupees(paise),
  bankReference,
  debitDate: today(),
});

function debitWebhook(body: object, secret = TEST_MANDATE_WEBHOOK_SECRET) {
  const text = JSON.stringify(body);
  return kit.app.inject({
    method: "POST",
    url: "/user/mandates/debits/webhook",
    headers: { "content-type": "application/json", "x-digio-signature": signWebhookBody(secret, text) },
    payload: text,
  });
}

const debitEvent = (
  mandate: MandateDetail,
  emi: EmiItem,
  result: { utr: string } | { return_code: string },
  paise = emi.outstandingPaise,
) => ({
  id: `evt_${randomUUID()}`,
  event: "utr" in result ? "debit.success" : "debit.failed",
  payload: {
    debit: {
      id: `DBT${randomUUID().slice(0, 8)}`,
      mandate_id: mandate.providerMandateId,
      reference: emi.id,
      amount_paise: paise,
      debit_date: today(),
      ...result,
    },
  },
});

describe("NACH debit succeeded (ops action, maker-checker)", () => {
  it("pays the presented EMI through the receipt poster: channel NACH, the bank reference as UTR, COMPLETED", async () => {
    const { loan } = await loanOnMandate();
    const emi = await presented(loan.id);
    expect((await kit.readEmi(COLLECTOR, emi.id)).allowedActions).not.toContain("debitSuccess");
    expect((await kit.readEmi(CHECKER, emi.id)).allowedActions).toContain("debitSuccess");
    const reference = uniqueUtr();
    const operation = await kit.propose("nach-debit", nachDebit(emi, emi.outstandingPaise, reference));
    expect(operation).toMatchObject({ kind: "NACH_DEBIT", state: "PENDING" });
    expect(operation.preview.lines).toHaveLength(1);
    expect((await kit.readEmi(COLLECTOR, emi.id)).status).toBe("INITIATED");
    const approved = await kit.approve(operation);
    const receipt = await kit.readCollection(approved.receiptIds[0]!);
    expect(receipt).toMatchObject({ channel: "NACH", utr: reference, amountPaise: emi.outstandingPaise });
    expect(receipt.allocations.every((line) => line.emiId === emi.id)).toBe(true);
    const paid = await kit.readEmi(COLLECTOR, emi.id);
    expect(paid).toMatchObject({ status: "COMPLETED", outstandingPaise: 0 });
    expect(paid.timeline.at(-1)).toMatchObject({ action: "debitSuccess", to: "COMPLETED" });

    const again = await kit.fails(
      409,
      MAKER,
      "POST",
      "/account/collect/payment/nach-debit",
      nachDebit(emi, 100),
    );
    expect(again.message).toBe("EMI is COMPLETED; it cannot be marked debited");
  });

  it("leaves a debit of less than the EMI owes PARTIAL_PAID; refuses a duplicate UTR and an EMI not presented", async () => {
    const { loan } = await loanOnMandate();
    const emi = await presented(loan.id);
    const last = (await kit.emisOf(loan.id)).at(-1)!;
    const used = uniqueUtr();
    await kit.manualPayment(loan.id, 100, used);

    const duplicate = await kit.fails(
      409,
      MAKER,
      "POST",
      "/account/collect/payment/nach-debit",
      nachDebit(emi, 100, used),
    );
    expect(duplicate.message).toMatch(/^This UTR is already recorded against receipt RC-\d{6}$/);
    const notPresented = await kit.fails(
      409,
      MAKER,
      "POST",
      "/account/collect/payment/nach-debit",
      nachDebit(last, 100),
    );
    expect(notPresented.message).toBe("EMI is PENDING; it cannot be marked debited");
    const future = await kit.fails(400, MAKER, "POST", "/account/collect/payment/nach-debit", {
      ...nachDebit(emi, 100),
      debitDate: addDays(today(), 1),
    });
    expect(future.errors).toEqual([{ field: "debitDate", message: expect.stringContaining("Debit Date") }]);

    const part = emi.outstandingPaise - 50_000;
    await kit.approve(await kit.propose("nach-debit", nachDebit(emi, part)));
    expect(await kit.readEmi(COLLECTOR, emi.id)).toMatchObject({
      status: "PARTIAL_PAID",
      outstandingPaise: 50_000,
    });
  });
});

describe("the mandate provider's debit webhook", () => {
  it("posts a success once (a replay is a duplicate), signed; 401 forged; 404 for an EMI of another loan", async () => {
    const { loan, mandate } = await loanOnMandate();
    const emi = await presented(loan.id);
    const utr = uniqueUtr();
    const success = debitEvent(mandate, emi, { utr });
    expect((await debitWebhook(success, "x".repeat(40))).statusCode).toBe(401);
    const other = await loanOnMandate();
    const [foreign] = await kit.emisOf(other.loan.id);
    expect((await debitWebhook(debitEvent(mandate, foreign!, { utr: uniqueUtr() }))).statusCode).toBe(404);

    const first = await debitWebhook(success);
    expect(first.statusCode).toBe(200);
    expect(first.json().payload).toMatchObject({ outcome: "applied" });
    const replay = await debitWebhook(success);
    expect(replay.json().payload).toMatchObject({ outcome: "duplicate" });
    const paid = await kit.readEmi(COLLECTOR, emi.id);
    expect(paid).toMatchObject({ status: "COMPLETED", outstandingPaise: 0 });
    const receipts = await kit.collections(`utr=${utr}`);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ channel: "NACH", status: "COMPLETED" });

    const late = await debitWebhook(debitEvent(mandate, emi, { return_code: "04" }));
    expect(late.json().payload).toMatchObject({
      outcome: "refused",
      message: "EMI is COMPLETED; it cannot be marked bounced",
    });
  });

  it("bounces on a return code exactly like the bounce action (charge, return code, retry rule)", async () => {
    const { loan, mandate } = await loanOnMandate();
    const emi = await presented(loan.id);
    const answer = await debitWebhook(debitEvent(mandate, emi, { return_code: "04" }));
    expect(answer.json().payload).toMatchObject({ outcome: "applied" });
    const bounced = await kit.readEmi(COLLECTOR, emi.id);
    expect(bounced).toMatchObject({
      status: "BOUNCED",
      returnCode: "04",
      retryAllowed: true,
      bounceCount: 1,
      penalDuePaise: BOUNCE_CHARGE_PAISE,
    });
    expect(bounced.timeline.at(-1)).toMatchObject({
      action: "bounce",
      reason: "Returned 04 · Insufficient balance",
    });
    const detail = await kit.okPayload<MandateDetail>(OPS, "GET", `/user/mandates/${mandate.id}`);
    expect(detail.events.at(-1)).toMatchObject({ source: "provider", event: "debit.failed" });
  });
});

describe("the sandbox bank", () => {
  it("answers a presented EMI's debit through the signed webhook: success pays it, a return code bounces it", async () => {
    const { loan } = await loanOnMandate();
    const emi = await presented(loan.id);
    const url = `/account/emis/${emi.id}/sandbox/debit-result`;
    const paid = await kit.okPayload<EmiDetail>(COLLECTOR, "POST", url, {});
    expect(paid).toMatchObject({ status: "COMPLETED", outstandingPaise: 0 });
    const nach = await kit.database.db
      .select()
      .from(receipts)
      .where(and(eq(receipts.loanId, loan.id), eq(receipts.channel, "NACH")));
    expect(nach).toHaveLength(1);
    expect(nach[0]!.utr).toMatch(/^\d{12}$/);
    const again = await kit.fails(409, COLLECTOR, "POST", url, {});
    expect(again.message).toBe("EMI is COMPLETED; it cannot be marked debited");

    const [, next] = await kit.emisOf(loan.id);
    let second = await kit.actOnEmi(COLLECTOR, next!, "markReady");
    second = await kit.schedule(COLLECTOR, second, today());
    second = await kit.actOnEmi(COLLECTOR, second, "present");
    const bounced = await kit.okPayload<EmiDetail>(
      COLLECTOR,
      "POST",
      `/account/emis/${second.id}/sandbox/debit-result`,
      {
        returnCode: "06",
      },
    );
    expect(bounced).toMatchObject({ status: "BOUNCED", returnCode: "06", retryAllowed: false });
  });
});

describe("mandate expiry", () => {
  it("refuses to present on a mandate past its end date; the day-end completes it, audited", async () => {
    const { loan, mandate } = await loanOnMandate();
    const [pending] = await kit.emisOf(loan.id);
    let emi = await kit.actOnEmi(COLLECTOR, pending!, "markReady");
    emi = await kit.schedule(COLLECTOR, emi, today());
    const ended = addDays(today(), -1);
    await kit.database.db.update(mandates).set({ endDate: ended }).where(eq(mandates.id, mandate.id));

    const refused = await kit.fails(409, COLLECTOR, "POST", `/account/emis/${emi.id}/actions/present`, {
      version: emi.version,
    });
    expect(refused.message).toMatch(
      /^The mandate of this EMI expired on .+; it can no longer be presented\. Register a new mandate or collect it another way$/,
    );
    const manual = await kit.actOnEmi(COLLECTOR, emi, "present", { presentation: "MANUAL" });
    expect(manual.status).toBe("INITIATED");

    const run = await runDayEnd(kit.database.db, {
      asOfDate: today(),
      ranBy: null,
      now: () => kit.clock.now(),
    });
    expect(run.expiredMandates).toBeGreaterThanOrEqual(1);
    const expired = await kit.okPayload<MandateDetail>(OPS, "GET", `/user/mandates/${mandate.id}`);
    expect(expired).toMatchObject({ status: "Completed", stage: "expired" });
    expect(expired.events.at(-1)).toMatchObject({
      source: "day-end",
      event: "expire",
      toStatus: "Completed",
    });
    const [loanRow] = await kit.database.db.select().from(loans).where(eq(loans.id, loan.id));
    expect(loanRow!.mandateRegistered).toBe(false);
    const audit = await kit.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, mandate.id), eq(auditLog.action, "complete")));
    expect(audit).toHaveLength(1);
    const rerun = await runDayEnd(kit.database.db, {
      asOfDate: today(),
      ranBy: null,
      now: () => kit.clock.now(),
    });
    const [still] = await kit.database.db.select().from(mandates).where(eq(mandates.id, mandate.id));
    expect(still!.status).toBe("Completed");
    expect(rerun.runCount).toBe(run.runCount + 1);
  });
});
