import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, mandateEvents } from "@server/db/schema/index";
import { kfsLoanBody, MERCHANT_ID } from "./loans-kit";
import { mandateBody, mandatesKit, MERCHANT, NBFC, OPS } from "./mandates-kit";

const kit = mandatesKit();
const event = (name: string, providerId: string, mandate: object = {}, id = `evt_${randomUUID()}`) => ({
  id,
  event: `mandate.${name}`,
  payload: { mandate: { id: providerId, ...mandate } },
});

describe("mandate registration through the Digio-shaped sandbox", () => {
  it("registers, authenticates in the sandbox, gets a UMRN and moves the borrower's onboarding on", async () => {
    const loan = await kit.signedLoan();
    expect(await kit.onboarding()).toBe("ENACH_PENDING");
    const mandate = await kit.register(loan.id);
    expect(mandate).toMatchObject({
      kind: "ENACH",
      status: "ScheduledPending",
      stage: "partial",
      provider: "digio-sandbox",
      umrn: null,
      maxAmountPaise: 2_000_000,
      accountNumberMasked: "XXXXXXXX9012",
      bankName: "State Bank of India",
      loanNumber: loan.loanNumber,
      canAuthenticateInSandbox: true,
    });
    expect(mandate.providerMandateId).toMatch(/^ENA[0-9A-F]{22}$/);
    expect(mandate.authUrl).toContain(mandate.providerMandateId);

    const registered = await kit.authenticate(OPS, mandate);
    expect(registered.status).toBe("Scheduled");
    expect(registered.stage).toBe("register_success");
    expect(registered.umrn).toMatch(/^SBIN7\d{15}$/);
    expect(registered.registeredAt).not.toBeNull();
    expect(registered.events.map((line) => line.event)).toEqual([
      "created",
      "mandate.auth_success",
      "mandate.register_success",
    ]);
    expect((await kit.loanRow(loan.id)).mandateRegistered).toBe(true);
    expect(await kit.onboarding()).toBe("PROCESSING_FEE_PENDING");
    const again = await kit.fails(409, OPS, "POST", "/user/mandates", {
      ...mandateBody(loan.id),
    });
    expect(again.message).toContain(mandate.providerMandateId);
  });

  it("refuses a maximum below the largest instalment (the last, above the EMI), naming it", async () => {
    // ₹1,00,004 over 12 months at 12 %: EMI ₹8,885.23, the last instalment absorbs the rounding, ₹8,885.28.
    const sanctioned = await kit.sanctioned(
      kfsLoanBody({ borrowerUserId: MERCHANT_ID, loanAmount: "100004" }),
    );
    await kit.esign(sanctioned.id, "acceptKfs");
    await kit.esign(sanctioned.id, "signAgreement");
    const loan = await kit.read(OPS, sanctioned.id);
    expect(loan.emiPaise).toBe(888_523);
    expect(loan.calculation.schedule.at(-1)?.emi).toBe("8885.28");
    const low = await kit.fails(
      400,
      OPS,
      "POST",
      "/user/mandates",
      mandateBody(loan.id, { maxAmount: "8885.23" }),
    );
    const message = "Maximum Amount must be at least ₹8,885.28, the largest instalment";
    expect(low).toMatchObject({ message, errors: [{ field: "maxAmount", message }] });
    const mandate = await kit.register(loan.id, OPS, { maxAmount: "8885.28" });
    expect(mandate.maxAmountPaise).toBe(888_528);
  });

  it("refuses a loan before KFS acceptance, a maximum below the largest instalment and an end before the start, in words", async () => {
    const sanctioned = await kit.sanctioned();
    const early = await kit.fails(409, OPS, "POST", "/user/mandates", mandateBody(sanctioned.id));
    expect(early.message).toMatch(/only once the KFS is accepted; LN-\d+ is SANCTIONED/);
    const loan = await kit.signedLoan();
    const low = await kit.fails(
      400,
      OPS,
      "POST",
      "/user/mandates",
      mandateBody(loan.id, { maxAmount: "100" }),
    );
    expect(low.errors).toEqual([
      {
        field: "maxAmount",
        message: expect.stringMatching(/must be at least ₹[\d,.]+, the largest instalment/),
      },
    ]);
    const backwards = await kit.fails(
      400,
      OPS,
      "POST",
      "/user/mandates",
      mandateBody(loan.id, { endDate: "2026-11-01" }),
    );
    expect(backwards.errors?.[0]?.field).toBe("endDate");
    const blank = await kit.fails(
      400,
      OPS,
      "POST",
      "/user/mandates",
      mandateBody(loan.id, { kind: "", maxAmount: "" }),
    );
    expect(blank.errors?.map((error) => error.field).sort()).toEqual(["kind", "maxAmount"]);
  });
});

describe("mandate webhooks", () => {
  it("refuses a bad signature (401) and an unknown mandate (404), and takes each event id once", async () => {
    const loan = await kit.signedLoan();
    const mandate = await kit.register(loan.id);
    const forged = await kit.webhook(event("auth_success", mandate.providerMandateId), "x".repeat(40));
    expect(forged.statusCode).toBe(401);
    const unknown = await kit.webhook(event("auth_success", "ENA0000000000000000000000"));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe("Mandate not found");

    const success = event("register_success", mandate.providerMandateId, { umrn: "HDFC7000000000000001" });
    const first = await kit.webhook(success);
    expect(first.json<{ payload: { outcome: string } }>().payload.outcome).toBe("applied");
    const replay = await kit.webhook(success);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<{ payload: { outcome: string } }>().payload.outcome).toBe("duplicate");
    const lines = await kit.app.db
      .select()
      .from(mandateEvents)
      .where(eq(mandateEvents.mandateId, mandate.id));
    expect(lines).toHaveLength(2);
    expect((await kit.show(OPS, mandate.id)).umrn).toBe("HDFC7000000000000001");

    const late = await kit.webhook(event("register_failed", mandate.providerMandateId, { reason: "late" }));
    expect(late.json<{ payload: { outcome: string; message: string } }>().payload).toMatchObject({
      outcome: "refused",
      message: "Mandate is Scheduled; it cannot be rejected",
    });
    expect((await kit.show(OPS, mandate.id)).status).toBe("Scheduled");
  });

  it("a rejected registration is Rejected with its reason and leaves the onboarding at ENACH_PENDING", async () => {
    const loan = await kit.signedLoan();
    const mandate = await kit.register(loan.id);
    const rejected = await kit.authenticate(OPS, mandate, "register_failed");
    expect(rejected).toMatchObject({ status: "Rejected", stage: "register_failed", umrn: null });
    expect(rejected.reason).toMatch(/destination bank rejected/);
    expect((await kit.loanRow(loan.id)).mandateRegistered).toBe(false);
    expect(await kit.onboarding()).toBe("ENACH_PENDING");
    // A new mandate may follow a rejected one.
    expect((await kit.register(loan.id)).status).toBe("ScheduledPending");
  });
});

describe("cancel and sync", () => {
  it("staff cancel a registered mandate: the loan loses it and the onboarding goes back; illegal and stale moves are 409", async () => {
    const loan = await kit.signedLoan();
    const mandate = await kit.authenticate(OPS, await kit.register(loan.id));
    await kit.fails(403, NBFC, "POST", `/user/mandates/${mandate.id}/cancel`, {
      version: mandate.version,
      reason: "x",
    });
    const stale = await kit.fails(409, OPS, "POST", `/user/mandates/${mandate.id}/cancel`, {
      version: mandate.version - 1,
      reason: "Borrower asked",
    });
    expect(stale.message).toMatch(/changed by someone else/);
    const cancelled = await kit.okPayload<{
      status: string;
      stage: string;
      version: number;
      canCancel: boolean;
    }>(OPS, "POST", `/user/mandates/${mandate.id}/cancel`, {
      version: mandate.version,
      reason: "Borrower asked",
    });
    expect(cancelled).toMatchObject({ status: "Cancelled", stage: "cancelled", canCancel: false });
    expect((await kit.loanRow(loan.id)).mandateRegistered).toBe(false);
    expect(await kit.onboarding()).toBe("ENACH_PENDING");
    const twice = await kit.fails(409, OPS, "POST", `/user/mandates/${mandate.id}/cancel`, {
      version: cancelled.version,
      reason: "again",
    });
    expect(twice.message).toBe("Mandate is Cancelled; it cannot be cancelled");
    const audit = await kit.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "mandate"), eq(auditLog.entityId, mandate.id)));
    expect(audit.map((line) => line.action)).toContain("cancel");
  });

  it("the sync checks the UMRN, amount and account against the provider and repairs a missed webhook", async () => {
    const loan = await kit.signedLoan();
    const mandate = await kit.register(loan.id);
    // The borrower authenticated, but the webhooks never arrived.
    const atProvider = await (
      kit.app.mandates as unknown as {
        authenticate: (id: string, outcome: string) => Promise<{ umrn: string }>;
      }
    ).authenticate(mandate.providerMandateId, "registered");
    expect((await kit.show(OPS, mandate.id)).status).toBe("ScheduledPending");
    const form = {
      digioEna: mandate.providerMandateId,
      umrnNumber: atProvider.umrn,
      digioAmount: "20000",
      accountNumber: "123456789012",
    };
    const wrongUmrn = await kit.fails(409, OPS, "POST", "/user/mandates/sync", {
      ...form,
      umrnNumber: "SBIN7999999999999999",
    });
    expect(wrongUmrn.errors?.[0]?.field).toBe("umrnNumber");
    const wrongAccount = await kit.fails(409, OPS, "POST", "/user/mandates/sync", {
      ...form,
      accountNumber: "999999999999",
    });
    expect(wrongAccount.errors?.[0]?.field).toBe("accountNumber");
    await kit.fails(403, MERCHANT, "POST", "/user/mandates/sync", form);
    const blank = await kit.fails(400, OPS, "POST", "/user/mandates/sync", { ...form, umrnNumber: "SHORT" });
    expect(blank.errors?.[0]).toEqual({ field: "umrnNumber", message: expect.stringMatching(/UMRN/) });

    const repaired = await kit.okPayload<{
      status: string;
      umrn: string;
      events: { event: string; note: string }[];
    }>(OPS, "POST", "/user/mandates/sync", form);
    expect(repaired.status).toBe("Scheduled");
    expect(repaired.umrn).toBe(atProvider.umrn);
    expect(repaired.events.at(-1)).toMatchObject({
      event: "syncMandate",
      note: "Repaired from ScheduledPending to Scheduled",
    });
    expect((await kit.loanRow(loan.id)).mandateRegistered).toBe(true);
    expect(await kit.onboarding()).toBe("PROCESSING_FEE_PENDING");
    const inStep = await kit.okPayload<{ events: { note: string }[] }>(
      OPS,
      "POST",
      "/user/mandates/sync",
      form,
    );
    expect(inStep.events.at(-1)?.note).toBe("In step with the provider");
  });
});
