import { describe, expect, it } from "vitest";
import { addDays, businessDateAt, DAY_MS } from "@domain/dates/business-date";
import { formatDate } from "@domain/dates/display-date";
import { addMonths } from "@domain/lending/due-dates";
import { formatInr } from "@domain/money/format-inr";
import { parseRupees } from "@domain/money/parse-rupees";
import { OPS } from "./clients-kit";
import { kfsLoanBody, loansKit } from "./loans-kit";

const kit = loansKit();
/** A rupee figure of the schedule as the refusal writes it, less `lessPaise`. */
const inr = (rupees: string, lessPaise = 0) =>
  formatInr(parseRupees(rupees) - lessPaise, { currency: true, fixed: true });
const today = () => businessDateAt(kit.clock.now());
/** Days pass; OPS signs in again (the earlier access token has expired). */
async function daysPass(days: number) {
  kit.clock.advance(days * DAY_MS);
  await kit.renew(OPS);
}

describe("a first due date that has passed before the KFS or the disbursal", () => {
  it("refuses to issue the KFS, naming the EMI Debit Start Date and what to do", async () => {
    const due = addDays(today(), 1);
    let loan = await kit.create(kfsLoanBody({ emiDebitStarts: due }));
    loan = await kit.act(OPS, loan, "startReview");
    await daysPass(1);
    const message = `The EMI Debit Start Date, ${formatDate(due)}, must be after ${formatDate(today())}, the KFS's issue date; change it on the loan, then issue the KFS`;
    const refused = await kit.fails(400, OPS, "POST", "/user/kfs", {
      loanId: loan.id,
      version: loan.version,
    });
    expect(refused).toMatchObject({ message, errors: [{ field: "emiDebitStarts", message }] });
  });

  it("still opens the loan page once the date has passed, with the first instalment a period from today", async () => {
    const due = addDays(today(), 1);
    const created = await kit.create(kfsLoanBody({ emiDebitStarts: due }));
    await daysPass(3);
    const loan = await kit.read(OPS, created.id);
    expect(loan).toMatchObject({ emiDebitStarts: due, canEdit: true });
    expect(loan.calculation.schedule[0]?.dueDate).toBe(addMonths(today(), 1));
  });

  it("refuses the disbursal, then a changed date voids the signed agreement until it is signed afresh", async () => {
    const due = addDays(today(), 5);
    const body = kfsLoanBody({ emiDebitStarts: due });
    let loan = await kit.sanctioned(body);
    await kit.esign(loan.id, "acceptKfs");
    await kit.esign(loan.id, "signAgreement");
    await daysPass(6);
    loan = await kit.read(OPS, loan.id);
    const reason = `The EMI Debit Start Date, ${formatDate(due)}, is not after ${formatDate(today())}, the disbursal date; change it on the loan, then have the new KFS accepted and the agreement signed again`;
    expect(loan.refusedActions).toContainEqual({ action: "disburse", reason });
    const refused = await kit.fails(409, OPS, "POST", `/user/loans/${loan.id}/actions/disburse`, {
      version: loan.version,
    });
    expect(refused.message).toBe(reason);

    const newDue = addDays(today(), 30);
    loan = await kit.okPayload(OPS, "PUT", `/user/loans/${loan.id}`, {
      ...body,
      emiDebitStarts: newDue,
      version: loan.version,
    });
    expect(loan).toMatchObject({ status: "SANCTIONED", kfs: { state: "VOID", version: 1 } });
    expect(loan.timeline.at(-2)).toMatchObject({ action: "reissueKfs", from: "AGREEMENT_SIGNED" });
    loan = await kit.issueKfs(OPS, loan);
    await kit.esign(loan.id, "acceptKfs");
    await kit.esign(loan.id, "signAgreement");
    loan = await kit.act(OPS, await kit.read(OPS, loan.id), "disburse");
    expect(loan).toMatchObject({ status: "ACTIVE", disbursedOn: today() });
    expect(loan.calculation.schedule[0]?.dueDate).toBe(newDue);
  });

  it("refuses to disburse a broken first period on another day than its KFS counted from", async () => {
    // The earlier tests moved the clock on: the sanctioner signs in again.
    await kit.renew("nbfc@demo.in");
    const issuedOn = today();
    const due = addDays(issuedOn, 20);
    let loan = await kit.sanctioned(kfsLoanBody({ emiDebitStarts: due }));
    await kit.esign(loan.id, "acceptKfs");
    await kit.esign(loan.id, "signAgreement");
    const accepted = await kit.read(OPS, loan.id);
    await daysPass(2);
    loan = await kit.read(OPS, loan.id);
    const [first] = accepted.calculation.schedule;
    // ₹1,00,000 at 12 % for 18 days instead of 20: ₹591.78 of interest instead of ₹657.53.
    const reason = `KFS ${accepted.kfs!.proposalNumber} bills ${inr(first!.emi)} as the first instalment, counting its interest from ${formatDate(issuedOn)}; disbursed on ${formatDate(today())} it would be ${inr(first!.emi, 657_53 - 591_78)}: change the EMI Debit Start Date, then have the new KFS accepted and the agreement signed again`;
    expect(loan.refusedActions).toContainEqual({ action: "disburse", reason });
    const refused = await kit.fails(409, OPS, "POST", `/user/loans/${loan.id}/actions/disburse`, {
      version: loan.version,
    });
    expect(refused.message).toBe(reason);
  });
});
