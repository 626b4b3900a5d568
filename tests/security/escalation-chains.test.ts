import { randomInt } from "node:crypto";
import { eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { OWN_PASSWORD_REQUIRED } from "@domain/api/own-password";
import type { UserDetail } from "@domain/api/users";
import { businessDateAt } from "@domain/dates/business-date";
import { DEMO_ANCHORS, DEMO_LENDERS } from "@server/db/seed/demo-organisations";
import { DEMO_PASSWORD } from "@server/db/seed/demo-data";
import { setOwnPassword } from "@server/test-support/own-password";
import { anchorSettings, pendingChanges, pendingOperations, users } from "@server/db/schema/index";
import { kfsLoanBody } from "../api/loans-kit";
import { ACCOUNTS, type AccountKey } from "./accounts";
import { describeCall, isSuccess, securityKit } from "./security-kit";
import { recordFigures } from "./summary";

/**
 * The chains of legitimate calls an outside probe used to let one person move money or a limit (issue 26,
 * items 1 to 5), each replayed against the app; then, generated from whatever proposals the chains and the
 * seed left open, the rule they all come down to: nobody decides their own proposal.
 */
const kit = securityKit();

const call = async (account: AccountKey | string, method: string, url: string, payload?: object) => {
  const email = account in ACCOUNTS ? ACCOUNTS[account as AccountKey] : account;
  return kit.send({ method, url, headers: await kit.as(email), ...(payload ? { payload } : {}) });
};
const payloadOf = <T>(response: Awaited<ReturnType<typeof call>>) => response.json<{ payload: T }>().payload;
const today = () => businessDateAt(kit.clock.now());
/** A 12-digit IMPS reference no other receipt has. */
const utr = () => `${randomInt(1, 10)}${String(randomInt(0, 100_000_000_000)).padStart(11, "0")}`;
const manualPayment = (utrNumber = utr()) => ({
  paymentInvoiceId: "LN-000024",
  paymentAmount: "100.00",
  utrNumber,
  paymentDate: today(),
});

describe("one person never moves money or a limit alone (the probe's chains)", () => {
  it("item 1: a gateway payment is not Paid on the request that started it; its poster never settles it", async () => {
    const posted = await call("payments", "POST", "/account/collect/payment/pg", {
      payment: "Net Banking",
      amt: "100.00",
      reference: "REPAYMENT",
      reference_id: "REF-PROBE",
      collection_date: today(),
      invoice_id: "LN-000024",
      customer_id: "anyone",
      password: "anything",
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const receipt = payloadOf<{ id: string; version: number; status: string }>(posted);
    expect(receipt.status).not.toBe("PAID");
    const confirmed = await call("payments", "POST", "/account/collect/payment/refresh", {
      id: receipt.id,
      version: receipt.version,
    });
    expect(payloadOf<{ status: string }>(confirmed).status).toBe("PAID");
    const settled = await call("payments", "POST", "/account/collection/manager/settle", {
      ids: [receipt.id],
    });
    expect(payloadOf<{ results: { ok: boolean }[] }>(settled).results).toEqual([
      expect.objectContaining({ ok: false }),
    ]);
  });

  it("item 2: whoever entered a loan's terms never sanctions them, even after someone else edits another field", async () => {
    const body = kfsLoanBody();
    type Loan = { id: string; version: number };
    const entered = payloadOf<Loan>(await call("nbfc", "POST", "/user/loans", body));
    let loan = payloadOf<Loan>(
      await call("ops", "PUT", `/user/loans/${entered.id}`, {
        ...body,
        primarySecurity: "Hypothecation of cattle (typo fixed)",
        version: entered.version,
      }),
    );
    const step = async (account: AccountKey, url: string, payload: object) => {
      const response = await call(account, "POST", url, payload);
      expect(response.statusCode, response.body).toBe(200);
      return payloadOf<Loan>(response);
    };
    loan = await step("admin", `/user/loans/${loan.id}/actions/startReview`, { version: loan.version });
    loan = await step("admin", "/user/kfs", { loanId: loan.id, version: loan.version });
    const own = await call("nbfc", "POST", `/user/loans/${loan.id}/actions/sanction`, {
      version: loan.version,
    });
    expect(own.statusCode, own.body).toBe(403);
    const issuer = await call("admin", "POST", `/user/loans/${loan.id}/actions/sanction`, {
      version: loan.version,
    });
    expect(issuer.statusCode, issuer.body).toBe(403);
  });

  it("item 3: an admin never signs in with the password it chose; its payments user's proposal is not the admin's to approve", async () => {
    const chosen = "Chosen@1234";
    const created = await call("admin", "POST", "/auth/users", {
      fullName: "Probe Puppet",
      userEmail: "probe.puppet@staff.in",
      userMobile: "7000030001",
      roles: ["ROLE_PAYMENT_USER"],
      password: chosen,
      confirmPassword: chosen,
    });
    expect(created.statusCode, created.body).toBe(200);
    const signIn = await kit.send({
      method: "POST",
      url: "/auth/oauth/token",
      payload: { grant_type: "password", username: "probe.puppet@staff.in", password: chosen },
    });
    expect(signIn.statusCode, signIn.body).toBe(403);
    expect(signIn.json()).toMatchObject({ code: OWN_PASSWORD_REQUIRED });
    await setOwnPassword(kit.app, payloadOf<UserDetail>(created), chosen, DEMO_PASSWORD);
    const proposed = await call(
      "probe.puppet@staff.in",
      "POST",
      "/account/collect/payment/add",
      manualPayment(),
    );
    expect(proposed.statusCode, proposed.body).toBe(200);
    const { id } = payloadOf<{ id: string }>(proposed);
    const approval = await call("admin", "POST", `/account/pending-operations/${id}/approve`);
    expect(approval.statusCode, approval.body).toBe(403);
  });

  it("item 4: a programme's creation and an anchor's status wait for a second user", async () => {
    const created = await call("ops", "POST", "/master/program/config", {
      name: "Probe Limitless",
      programLimit: "9999999999",
      product: "SUPPLIER_INVOICE",
      anchorId: DEMO_ANCHORS[0].id,
      lenderId: DEMO_LENDERS[0].id,
    });
    expect(created.statusCode, created.body).toBe(200);
    const programme = payloadOf<{ programLimitPaise: number; pendingChange: { id: string } }>(created);
    expect(programme.programLimitPaise).toBe(0);
    const own = await call("ops", "POST", `/master/pending-changes/${programme.pendingChange.id}/approve`);
    expect(own.statusCode, own.body).toBe(403);

    const anchorId = DEMO_ANCHORS[1].id;
    const settings = payloadOf<Record<string, unknown> & { version: number }>(
      await call("ops", "GET", `/master/anchorConfig/${anchorId}`),
    );
    const { theme, ocr, lendingType, gst, rms, prePayEnable, version } = settings as never;
    await call("ops", "PUT", `/master/anchorConfig/${anchorId}`, {
      wfId: "",
      gst,
      rms,
      prePayEnable,
      subPlan: "",
      theme: { bgColor: (theme as { bgColor: string | null }).bgColor ?? "" },
      ocr,
      lendingType,
      status: "InActive",
      version,
    });
    const [row] = await kit.database.db
      .select()
      .from(anchorSettings)
      .where(eq(anchorSettings.anchorId, anchorId));
    expect(row?.status).toBe("Active");
  });

  it("item 5: a peer does not move a lender's user to another lender", async () => {
    const nbfc = await kit.principal("nbfc");
    const detail = payloadOf<{ name: string; email: string; mobile: string; version: number }>(
      await call("ops", "GET", `/auth/users/${nbfc.id}`),
    );
    const moved = await call("ops", "PUT", `/auth/users/${nbfc.id}`, {
      userFullName: detail.name,
      userEmailId: detail.email,
      userMobileNo: detail.mobile,
      version: detail.version,
      lenderId: DEMO_LENDERS[1].id,
    });
    expect(isSuccess(moved), moved.body).toBe(false);
    const [row] = await kit.database.db.select().from(users).where(eq(users.id, nbfc.id));
    expect(row?.lenderId).toBe(DEMO_LENDERS[0].id);
  });
});

describe("one person never erases what a borrower owes (issue 29)", () => {
  it("a collections user's cancel of an owing due only proposes it; the due stays owed and classified", async () => {
    type Due = { id: string; version: number; status: string; dueDate: string; outstandingPaise: number };
    const listed = await call("ops", "GET", "/account/emis?search=LN-000024&sort=dueDate&pageSize=100");
    // The delinquency demo's NPA loan: its oldest due still owed, past its date.
    const due = payloadOf<Due[]>(listed).find((row) => row.outstandingPaise > 0 && row.dueDate < today());
    expect(due?.outstandingPaise).toBeGreaterThan(0);
    const direct = await call("ops", "POST", `/account/emis/${due!.id}/actions/cancel`, {
      version: due!.version,
    });
    expect(isSuccess(direct), describeCall({ method: "POST", url: "actions/cancel" }, direct)).toBe(false);
    const proposed = await call("ops", "POST", `/account/emis/${due!.id}/cancel`, {
      version: due!.version,
      reason: "probe",
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const after = payloadOf<{ status: string; outstandingPaise: number }>(
      await call("ops", "GET", `/account/emis/${due!.id}`),
    );
    expect(after).toMatchObject({ status: due!.status, outstandingPaise: due!.outstandingPaise });
  });

  it("a collections user's waiver of an owing due only proposes it; the due owes what it owed", async () => {
    type Due = { id: string; version: number; status: string; dueDate: string; outstandingPaise: number };
    type Detail = Due & { interestDuePaise: number; interestPaidPaise: number };
    const listed = await call("ops", "GET", "/account/emis?search=LN-000024&sort=dueDate&pageSize=100");
    const due = payloadOf<Due[]>(listed).find((row) => row.outstandingPaise > 0 && row.dueDate < today());
    const before = payloadOf<Detail>(await call("ops", "GET", `/account/emis/${due!.id}`));
    const interest = before.interestDuePaise - before.interestPaidPaise;
    expect(interest).toBeGreaterThan(0);
    const proposed = await call("ops", "POST", `/account/emis/${due!.id}/waive`, {
      version: before.version,
      component: "INTEREST",
      amountPaise: interest,
      reason: "probe",
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const after = payloadOf<Detail>(await call("ops", "GET", `/account/emis/${due!.id}`));
    expect(after).toMatchObject({
      status: before.status,
      version: before.version,
      outstandingPaise: before.outstandingPaise,
      interestDuePaise: before.interestDuePaise,
    });
  });

  it("nobody writes a loan off alone: the direct action is refused and the proposal leaves it active", async () => {
    type Due = { loanId: string; dueDate: string; outstandingPaise: number };
    const listed = await call("ops", "GET", "/account/emis?search=LN-000024&sort=dueDate&pageSize=100");
    const loanId = payloadOf<Due[]>(listed).find((row) => row.outstandingPaise > 0)!.loanId;
    const loan = payloadOf<{ status: string; version: number }>(
      await call("nbfc", "GET", `/user/loans/${loanId}`),
    );
    expect(loan.status).toBe("ACTIVE");
    for (const account of ["nbfc", "admin", "superadmin"] as const) {
      const direct = await call(account, "POST", `/user/loans/${loanId}/actions/writeOff`, {
        version: loan.version,
      });
      expect(isSuccess(direct), describeCall({ method: "POST", url: "actions/writeOff" }, direct)).toBe(
        false,
      );
    }
    const proposed = await call("nbfc", "POST", `/user/loans/${loanId}/write-off`, {
      version: loan.version,
      reason: "probe",
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const after = payloadOf<{ status: string; version: number }>(
      await call("nbfc", "GET", `/user/loans/${loanId}`),
    );
    expect(after).toMatchObject({ status: "ACTIVE", version: loan.version });
  });
});

describe("every open proposal (generated from what the seed and the chains left open)", () => {
  it("is refused to its own proposer, and stays open", async () => {
    const db = kit.database.db;
    const emailOf = async (id: string) =>
      (await db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
    const open = [
      ...(await db.select().from(pendingChanges).where(eq(pendingChanges.state, "PENDING"))).map(
        (change) => ({
          url: `/master/pending-changes/${change.id}/approve`,
          proposedBy: change.proposedBy,
        }),
      ),
      ...(await db.select().from(pendingOperations).where(isNull(pendingOperations.decision))).map(
        (operation) => ({
          url: `/account/pending-operations/${operation.id}/approve`,
          proposedBy: operation.proposedBy,
        }),
      ),
    ];
    expect(open.length).toBeGreaterThan(2);
    const failures: string[] = [];
    for (const proposal of open) {
      const request = { method: "POST", url: proposal.url };
      const response = await call(await emailOf(proposal.proposedBy), request.method, request.url);
      if (isSuccess(response)) failures.push(describeCall(request, response));
    }
    recordFigures("own proposals", { attempts: open.length, failures: failures.length });
    expect(failures).toEqual([]);
  });
});
