import { describe, expect, it } from "vitest";
import type { LoanItem } from "@domain/api/loans";
import type { MandateItem } from "@domain/api/mandates";
import { MANDATE_STATUSES } from "@domain/enums/statuses";
import { csvOf, idsOf } from "./csv-answers";
import { ADMIN, ANCHOR, ANCHOR2, mandateBody, mandatesKit, MERCHANT, NBFC, NBFC2, OPS } from "./mandates-kit";

const kit = mandatesKit();

describe("the mandate list, its export and tenancy", () => {
  it("the demo has mandates in every status, and every ACTIVE demo loan's is registered with a UMRN", async () => {
    for (const status of MANDATE_STATUSES) {
      const rows = await kit.page<MandateItem>(ADMIN, `/user/mandates?status=${status}&pageSize=200`);
      expect(rows.total, status).toBeGreaterThan(0);
    }
    const active = await kit.page<LoanItem>(ADMIN, "/user/loans?status=ACTIVE&pageSize=200");
    const scheduled = await kit.page<MandateItem>(ADMIN, "/user/mandates?status=Scheduled&pageSize=200");
    for (const loan of active.payload) {
      const mandate = scheduled.payload.find((row) => row.loanId === loan.id);
      expect(mandate?.umrn, loan.loanNumber).toMatch(/^[A-Z]{4}7\d{15}$/);
    }
  });

  it("filters by status and kind, pages by 50, and exports exactly the filtered rows", async () => {
    const loan = await kit.signedLoan();
    const mandate = await kit.register(loan.id, OPS, { kind: "UPI_AUTOPAY" });
    expect(mandate).toMatchObject({
      stage: "CREATED",
      noAuthDebitLimitPaise: 1_500_000,
      preDebitNoticeHours: 24,
    });
    const page = await kit.page<MandateItem>(ADMIN, `/user/mandates?search=${loan.loanNumber}`);
    expect(page.payload.map((row) => row.id)).toEqual([mandate.id]);
    const upi = await kit.page<MandateItem>(ADMIN, "/user/mandates?kind=UPI_AUTOPAY&status=ScheduledPending");
    expect(upi.payload.every((row) => row.kind === "UPI_AUTOPAY" && row.status === "ScheduledPending")).toBe(
      true,
    );
    expect(upi.payload.some((row) => row.id === mandate.id)).toBe(true);
    const all = await kit.page<MandateItem>(ADMIN, "/user/mandates");
    expect(all.payload.length).toBeLessThanOrEqual(50);

    const response = await kit.call(
      ADMIN,
      "GET",
      "/user/mandates/export?kind=UPI_AUTOPAY&status=ScheduledPending",
    );
    expect(idsOf(csvOf(response)).sort()).toEqual(upi.payload.map((row) => row.id).sort());
    expect(response.body).not.toContain("123456789012");

    const registered = await kit.authenticate(OPS, mandate);
    expect(registered).toMatchObject({ status: "Scheduled", stage: "ACTIVE" });
    await kit.fails(400, ADMIN, "GET", "/user/mandates?status=Active");
  });

  it("scopes rows: the lender's, the anchor's and the merchant's own; another tenant's mandate is a 404", async () => {
    const loan = await kit.signedLoan();
    const mandate = await kit.register(loan.id, MERCHANT);
    expect(mandate.status).toBe("ScheduledPending");
    await kit.show(NBFC, mandate.id);
    await kit.show(ANCHOR, mandate.id);
    await kit.show(MERCHANT, mandate.id);
    await kit.fails(404, NBFC2, "GET", `/user/mandates/${mandate.id}`);
    await kit.fails(404, ANCHOR2, "GET", `/user/mandates/${mandate.id}`);
    const other = await kit.page<MandateItem>(NBFC2, "/user/mandates");
    expect(other.payload.some((row) => row.id === mandate.id)).toBe(false);
    // Reading is not managing: the NBFC and the anchor neither register nor authenticate nor cancel.
    await kit.fails(403, NBFC, "POST", "/user/mandates", mandateBody(loan.id));
    await kit.fails(403, ANCHOR, "POST", "/user/mandates", mandateBody(loan.id));
    await kit.fails(403, ANCHOR, "POST", `/user/mandates/${mandate.id}/cancel`, { version: 1, reason: "x" });
    expect((await kit.show(NBFC, mandate.id)).canAuthenticateInSandbox).toBe(false);
    await kit.fails(404, OPS, "GET", "/user/mandates/00000000-0000-4000-8000-000000000000");
  });
});
