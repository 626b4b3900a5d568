import { and, eq, inArray, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  loanNotClosable,
  notTheUsers,
  type UtilityPreview,
  type UtilityRun,
} from "@domain/api/admin-utility";
import { PROPOSER_CANNOT_DECIDE } from "@domain/api/pending-operations";
import type { EsignRequest } from "@domain/api/esign";
import { addDays, businessDateAt } from "@domain/dates/business-date";
import { formatInr } from "@domain/money/format-inr";
import { auditLog, invoices, loans, mandates, users } from "@server/db/schema/index";
import type { SandboxEsignProvider } from "@server/integrations/esign/esign-provider";
import { DEMO_SEED_MANDATE_PROVIDER } from "@server/db/seed/seed-mandates";
import { notWithProvider } from "@server/modules/admin-utility/record-operations";
import { ID_HEADER } from "@server/exports/csv-export";
import { derivedWalletStatus } from "@server/modules/admin-utility/wallet-operations";
import { ADMIN, MERCHANT, NBFC, OPS, PAYMENTS, SUPERADMIN } from "./clients-kit";
import { collectionsKit, rupees, uniqueUtr } from "./collections-kit";
import { csvOf, idsOf } from "./csv-answers";
import { lastExportAudit } from "./export-audit";
import { kfsLoanBody, MERCHANT_ID } from "./loans-kit";
import { mandateBody } from "./mandates-kit";

const kit = collectionsKit();
const today = () => businessDateAt(kit.clock.now());
const db = () => kit.database.db;

const body = (operation: string, input: object, userId = MERCHANT_ID) => ({ operation, userId, input });
const preview = (email: string, operation: string, input: object, userId?: string) =>
  kit.okPayload<UtilityPreview>(email, "POST", "/user/admin/utility/preview", body(operation, input, userId));
const run = (email: string, operation: string, input: object, userId?: string) =>
  kit.okPayload<UtilityRun>(email, "POST", "/user/admin/utility/run", body(operation, input, userId));
const refused = (status: number, email: string, operation: string, input: object, userId?: string) =>
  kit.fails(status, email, "POST", "/user/admin/utility/run", body(operation, input, userId));
const history = async (query: string, email = SUPERADMIN) =>
  (await kit.page<UtilityRun>(email, `/user/admin/utility/history?${query}`)).payload;

const merchantLoan = () => kit.payableLoan(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
const loanRow = async (id: string) => (await db().select().from(loans).where(eq(loans.id, id)))[0]!;

describe("who runs what", () => {
  it("gates each operation by role, in words, and acts on merchant users only", async () => {
    const payment = await refused(403, OPS, "payment", {});
    expect(payment.message).toBe("Your role cannot run Record manual payment");
    const schedule = await refused(403, PAYMENTS, "scheduleEnach", {});
    expect(schedule.message).toBe("Your role cannot run Schedule e-NACH debit");
    expect((await refused(403, PAYMENTS, "cancel", {})).message).toBe("Your role cannot run Cancel invoice");
    expect((await refused(403, OPS, "updateWallet", {})).message).toBe(
      "Your role cannot run Update wallet status",
    );
    await refused(403, NBFC, "syncWallet", {});
    await refused(403, MERCHANT, "syncWallet", {});
    await kit.fails(403, NBFC, "GET", "/user/admin/utility/history");

    const staff = (await db().select().from(users).where(eq(users.email, OPS)))[0]!;
    expect((await refused(404, ADMIN, "syncWallet", {}, staff.id)).message).toBe("User not found");
    const unknown = await refused(400, ADMIN, "refund", {});
    expect(unknown.errors?.[0]?.field).toBe("operation");
    const unpicked = await refused(400, ADMIN, "closeLoan", { loanId: "", version: 1 });
    expect(unpicked.errors).toEqual([{ field: "loanId", message: "Loan is required" }]);
    const blank = await refused(400, PAYMENTS, "payment", { paymentAmount: "" });
    expect(blank.errors).toEqual(
      expect.arrayContaining([{ field: "paymentAmount", message: "Payment Amount is required" }]),
    );
  });
});

describe("money operations wait for a second staff user", () => {
  it("payment: the preview, the proposal, its approval by another user, and the history", async () => {
    const loan = await merchantLoan();
    const first = (await kit.emisOf(loan.id))[0]!;
    const form = {
      paymentInvoiceId: loan.loanNumber,
      paymentAmount: rupees(first.outstandingPaise),
      utrNumber: uniqueUtr(),
      paymentDate: today(),
    };
    const shown = await preview(PAYMENTS, "payment", form);
    expect(shown.needsApproval).toBe(true);
    expect(shown.preview.totalPaise).toBe(first.outstandingPaise);
    expect(shown.preview.lines.length).toBeGreaterThan(0);
    expect((await kit.emisOf(loan.id))[0]!.outstandingPaise).toBe(first.outstandingPaise);

    const proposed = await run(PAYMENTS, "payment", form);
    expect(proposed).toMatchObject({ outcome: "PROPOSED", approval: "PENDING", userId: MERCHANT_ID });
    expect(proposed.message).toBe(shown.preview.summary);
    const operation = await kit.okPayload<{ preview: unknown }>(
      SUPERADMIN,
      "GET",
      `/account/pending-operations/${proposed.pendingOperationId}`,
    );
    expect(operation.preview).toEqual(shown.preview);
    const own = await kit.fails(
      403,
      PAYMENTS,
      "POST",
      `/account/pending-operations/${proposed.pendingOperationId}/approve`,
    );
    expect(own.message).toBe(PROPOSER_CANNOT_DECIDE);
    await kit.approve({ id: proposed.pendingOperationId! });
    expect((await kit.emisOf(loan.id))[0]!.status).toBe("COMPLETED");

    const row = (await history(`operation=payment&userId=${MERCHANT_ID}`)).find(
      ({ id }) => id === proposed.id,
    );
    expect(row).toMatchObject({ id: proposed.id, approval: "APPROVED", runByName: expect.any(String) });
    expect(row!.decidedByName).toBeTruthy();
  });

  it("refuses a record of another user on its field, and keeps the refusal in the history", async () => {
    const other = await kit.activeLoan();
    const answer = await refused(400, PAYMENTS, "payment", {
      paymentInvoiceId: other.loanNumber,
      paymentAmount: "100",
      utrNumber: uniqueUtr(),
      paymentDate: today(),
    });
    expect(answer.errors).toEqual([{ field: "paymentInvoiceId", message: notTheUsers("Invoice Id") }]);
    const rows = await history("outcome=REFUSED&operation=payment");
    expect(rows).toContainEqual(
      expect.objectContaining({ outcome: "REFUSED", message: notTheUsers("Invoice Id"), approval: null }),
    );
  });

  it("markFeePaid is proposed and marks the fee once approved", async () => {
    const loan = await merchantLoan();
    const proposed = await run(PAYMENTS, "markFeePaid", {
      loanId: loan.id,
      version: (await loanRow(loan.id)).version,
      markFeeStatus: "paid",
      amount: "2000",
      utrNumber: uniqueUtr(),
    });
    expect(proposed.outcome).toBe("PROPOSED");
    expect((await loanRow(loan.id)).processingFeePaid).toBe(false);
    await kit.approve({ id: proposed.pendingOperationId! });
    expect((await loanRow(loan.id)).processingFeePaid).toBe(true);
  });

  it("closeLoan is refused while dues remain, naming the closing balance; once paid, it closes on approval", async () => {
    const loan = await merchantLoan();
    const dues = await kit.emisOf(loan.id);
    // On the first due date: that instalment and the principal still to come; no interest of a period not run.
    const payoff =
      dues[0]!.outstandingPaise + dues.slice(1).reduce((sum, emi) => sum + emi.principalDuePaise, 0);
    const close = async () => ({ loanId: loan.id, version: (await loanRow(loan.id)).version });
    const owing = await refused(409, ADMIN, "closeLoan", await close());
    expect(owing.message).toBe(loanNotClosable(loan.loanNumber, formatInr(payoff, { currency: true })));

    // Once its last due date has passed, paying what it owes leaves nothing: the loan stays ACTIVE until closed.
    kit.travelTo(dues.at(-1)!.dueDate);
    await kit.manualPayment(
      loan.id,
      dues.reduce((sum, emi) => sum + emi.outstandingPaise, 0),
    );
    const shown = await preview(ADMIN, "closeLoan", await close());
    expect(shown.preview.lines).toEqual([
      { label: "Closing balance", reference: loan.loanNumber, amountPaise: 0 },
    ]);
    const proposed = await run(ADMIN, "closeLoan", await close());
    expect((await loanRow(loan.id)).status).toBe("ACTIVE");
    await kit.approve({ id: proposed.pendingOperationId! });
    expect((await loanRow(loan.id)).status).toBe("CLOSED");
  });
});

describe("operations that run at once", () => {
  it("scheduleEnach puts the user's EMI on the e-NACH file", async () => {
    const loan = await merchantLoan();
    const emi = await kit.actOnEmi(OPS, (await kit.emisOf(loan.id))[0]!, "markReady");
    const form = kit.scheduleBody(emi, addDays(today(), 1));
    const shown = await preview(OPS, "scheduleEnach", form);
    expect(shown).toMatchObject({ needsApproval: false, preview: { totalPaise: emi.outstandingPaise } });
    expect(shown.preview.summary).toContain("(Ready for scheduling → Scheduled)");
    expect(await run(OPS, "scheduleEnach", form)).toMatchObject({ outcome: "DONE", approval: null });
    expect((await kit.readEmi(OPS, emi.id)).status).toBe("SCHEDULED");
  });

  it("refuses another user's invoice or EMI on the picker's field", async () => {
    const [theirs] = await db()
      .select()
      .from(invoices)
      .where(and(isNull(invoices.merchantUserId), eq(invoices.status, "Initiated")))
      .limit(1);
    const cancel = await refused(400, ADMIN, "cancel", {
      cancelInvoiceId: theirs!.id,
      version: theirs!.version,
    });
    expect(cancel.errors).toEqual([{ field: "cancelInvoiceId", message: notTheUsers("Invoice") }]);
    const other = await kit.activeLoan();
    const emi = await kit.actOnEmi(OPS, (await kit.emisOf(other.id))[0]!, "markReady");
    const schedule = await refused(400, OPS, "scheduleEnach", kit.scheduleBody(emi, addDays(today(), 1)));
    expect(schedule.errors).toEqual([{ field: "enachInvoiceId", message: notTheUsers("EMI") }]);
    expect((await kit.readEmi(OPS, emi.id)).status).toBe("READY_FOR_SCHEDULED");
  });

  it("updateWallet and syncWallet set the user's wallet status, audited; the same status twice is 409", async () => {
    const merchant = (await db().select().from(users).where(eq(users.id, MERCHANT_ID)))[0]!;
    const derived = derivedWalletStatus(merchant);
    const other = derived === "Active" ? "In-Active" : "Active";
    if (merchant.walletStatus !== other) await run(ADMIN, "updateWallet", { userWalletStatus: other });
    const again = await refused(409, PAYMENTS, "updateWallet", { userWalletStatus: other });
    expect(again.message).toBe(`The wallet is already ${other}`);
    expect(await run(OPS, "syncWallet", {})).toMatchObject({ outcome: "DONE" });
    expect((await db().select().from(users).where(eq(users.id, MERCHANT_ID)))[0]!.walletStatus).toBe(derived);
    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, MERCHANT_ID), eq(auditLog.action, "walletStatus")));
    expect(audited.length).toBeGreaterThanOrEqual(1);
  });

  it("cancel cancels the user's invoice through the invoice command", async () => {
    const [invoice] = await db()
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.merchantUserId, MERCHANT_ID),
          inArray(invoices.status, ["Initiated", "PreInitiated"]),
        ),
      )
      .limit(1);
    expect(invoice).toBeDefined();
    const form = { cancelInvoiceId: invoice!.id, version: invoice!.version };
    const shown = await preview(ADMIN, "cancel", form);
    expect(shown.preview.lines[0]).toMatchObject({
      reference: invoice!.invoiceNumber,
      amountPaise: invoice!.amountPaise,
    });
    expect(await run(ADMIN, "cancel", form)).toMatchObject({ outcome: "DONE" });
    expect((await db().select().from(invoices).where(eq(invoices.id, invoice!.id)))[0]!.status).toBe(
      "Cancelled",
    );
    const stale = await refused(409, ADMIN, "cancel", form);
    expect(stale.message).toBeTruthy();
  });

  it("syncMandate repairs the user's mandate from the provider", async () => {
    const loan = await kit.sanctioned(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
    await kit.esign(loan.id, "acceptKfs");
    await kit.esign(loan.id, "signAgreement");
    const mandate = await kit.okPayload<{ id: string; providerMandateId: string }>(
      OPS,
      "POST",
      "/user/mandates",
      mandateBody(loan.id),
    );
    const atProvider = await (
      kit.app.mandates as unknown as {
        authenticate: (id: string, outcome: string) => Promise<{ umrn: string }>;
      }
    ).authenticate(mandate.providerMandateId, "registered");
    const form = {
      digioEna: mandate.providerMandateId,
      umrnNumber: atProvider.umrn,
      digioAmount: "20000",
      accountNumber: "123456789012",
    };
    expect((await preview(OPS, "syncMandate", form)).preview.summary).toMatch(/ScheduledPending/);
    expect(await run(OPS, "syncMandate", form)).toMatchObject({ outcome: "DONE" });
    const synced = await kit.okPayload<{ status: string }>(OPS, "GET", `/user/mandates/${mandate.id}`);
    expect(synced.status).toBe("Scheduled");
  });
});

describe("syncMandate on a mandate of another provider", () => {
  it("is refused in words, and nothing is asked of the provider", async () => {
    const [seeded] = await db()
      .select()
      .from(mandates)
      .where(and(eq(mandates.borrowerUserId, MERCHANT_ID), eq(mandates.provider, DEMO_SEED_MANDATE_PROVIDER)))
      .limit(1);
    const form = {
      digioEna: seeded!.providerMandateId,
      umrnNumber: "HDFC7575299151208366",
      digioAmount: "42000",
      accountNumber: "123456789012",
    };
    const answer = await refused(409, OPS, "syncMandate", form);
    expect(answer.message).toBe(
      notWithProvider(seeded!.providerMandateId, DEMO_SEED_MANDATE_PROVIDER, kit.app.mandates.name),
    );
  });
});

describe("syncEsign", () => {
  it("applies the provider's status to the user's e-sign request; the wrong document type is 409", async () => {
    const loan = await kit.sanctioned(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
    const request = await kit.okPayload<EsignRequest>(OPS, "POST", "/user/esign", {
      loanId: loan.id,
      documentType: "KFS",
    });
    const form = { documentType: "KFS", digioId: request.digioId };
    expect((await preview(OPS, "syncEsign", form)).preview.summary).toMatch(/\(requested\)/);
    const sandbox = kit.app.esign as SandboxEsignProvider;
    await sandbox.signAs(request.digioId, request.signers[0]!.identifier);
    expect(await run(OPS, "syncEsign", form)).toMatchObject({ outcome: "DONE" });
    expect((await loanRow(loan.id)).status).toBe("KFS_ACCEPTED");
    const wrongType = await refused(409, OPS, "syncEsign", { ...form, documentType: "LOAN_AGREEMENT" });
    expect(wrongType.message).toBe(`${request.digioId} is a KFS request, not LOAN_AGREEMENT`);
  });
});

describe("the history", () => {
  it("filters by operation, outcome, user and day, and refuses a bad filter in words", async () => {
    const rows = await history(`userId=${MERCHANT_ID}&runFrom=${today()}&runTo=${today()}&pageSize=100`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.userId === MERCHANT_ID)).toBe(true);
    expect(await history(`runFrom=${addDays(today(), 1)}`)).toEqual([]);
    const done = await history("outcome=DONE&pageSize=100");
    expect(done.every((row) => row.outcome === "DONE")).toBe(true);
    const bad = await kit.fails(400, SUPERADMIN, "GET", "/user/admin/utility/history?outcome=MAYBE");
    expect(bad.message).toBeTruthy();
  });

  it("exports the runs the filters select as the list has them, the ID first, audited; platform staff only", async () => {
    const query = `userId=${MERCHANT_ID}&outcome=DONE`;
    const rows = await history(`${query}&pageSize=500`);
    expect(rows.length).toBeGreaterThan(0);
    const csv = csvOf(await kit.call(SUPERADMIN, "GET", `/user/admin/utility/history/export?${query}`));
    expect(csv.header[0]).toBe(ID_HEADER);
    expect(idsOf(csv)).toEqual(rows.map((row) => row.id));
    expect(csv.rows.every((row) => row.Outcome === "Done")).toBe(true);
    await expect
      .poll(() => lastExportAudit(db(), "admin-utility-history"))
      .toMatchObject({
        after: { filters: { userId: MERCHANT_ID, outcome: "DONE" }, rows: rows.length, complete: true },
      });
    await kit.fails(403, NBFC, "GET", "/user/admin/utility/history/export");
  });
});
