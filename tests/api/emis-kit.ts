import type { EmiDetail, EmiItem } from "@domain/api/emis";
import { rupeeText } from "@domain/api/kfs-calculator";
import type { LoanDetail } from "@domain/api/loans";
import { eq } from "drizzle-orm";
import { addDays, businessDateAt } from "@domain/dates/business-date";
import { emis } from "@server/db/schema/collections";
import { kfsLoanBody, loansKit, MERCHANT_ID } from "./loans-kit";
import { OPS, SUPERADMIN } from "./clients-kit";

/** ops@demo.in holds ROLE_COLLECTION_USER: the collections user of these tests. */
export const COLLECTOR = OPS;

/** The EMI API tests' app and helpers: a loan taken to ACTIVE, its EMIs, and the EMI commands. */
export function emisKit() {
  const kit = loansKit();

  /** A loan entered, sanctioned, e-signed and disbursed: ACTIVE, its EMIs written. */
  async function activeLoan(body = kfsLoanBody(), sanctioner = "nbfc@demo.in"): Promise<LoanDetail> {
    const loan = await kit.sanctioned(body, sanctioner);
    await kit.esign(loan.id, "acceptKfs");
    await kit.esign(loan.id, "signAgreement");
    return kit.act(OPS, await kit.read(OPS, loan.id), "disburse");
  }

  /** An active loan on its first due date (the clock moved on to it): its first EMI payable, the later ones not yet. */
  async function payableLoan(body = kfsLoanBody()): Promise<LoanDetail> {
    const loan = await activeLoan(body);
    const [first] = await emisOf(loan.id);
    kit.travelTo(first!.dueDate);
    return loan;
  }

  /** A loan's EMIs as `email` lists them, oldest due first. */
  const emisOf = async (loanId: string, email = COLLECTOR) =>
    (await kit.page<EmiItem>(email, `/account/emis?loanId=${loanId}&pageSize=100`)).payload;

  /** A loan's EMIs and its page's schedule, row by row as the page words them, to compare; and the EMIs. */
  async function emisBesideSchedule(loan: LoanDetail) {
    const rows = await emisOf(loan.id);
    return {
      rows,
      emis: rows.map((emi) => [
        emi.installmentNumber,
        emi.dueDate,
        rupeeText(emi.principalDuePaise),
        rupeeText(emi.interestDuePaise),
      ]),
      schedule: loan.calculation.schedule.map((row) => [
        row.installment,
        row.dueDate,
        row.principal,
        row.interest,
      ]),
    };
  }

  const readEmi = (email: string, id: string) =>
    kit.okPayload<EmiDetail>(email, "GET", `/account/emis/${id}`);

  const actOnEmi = (
    email: string,
    emi: Pick<EmiItem, "id" | "version">,
    action: string,
    extra: object = {},
  ) =>
    kit.okPayload<EmiDetail>(email, "POST", `/account/emis/${emi.id}/actions/${action}`, {
      version: emi.version,
      ...extra,
    });

  /** The e-NACH schedule body that debits all the EMI still owes on `date`. */
  const scheduleBody = (emi: EmiItem, date: string, overrides: Record<string, unknown> = {}) => {
    const rupees = (paise: number) => (paise / 100).toFixed(2);
    const principal = emi.principalDuePaise - emi.principalPaidPaise;
    const interest = emi.interestDuePaise - emi.interestPaidPaise;
    const penal = emi.penalDuePaise - emi.penalPaidPaise;
    return {
      enachInvoiceId: emi.id,
      enachAmount: rupees(principal + interest + penal),
      enachDate: date,
      principalAmount: rupees(principal),
      interestAmount: rupees(interest),
      penalAmount: rupees(penal),
      interestDays: 30,
      pendingPrincipalAmount: rupees(principal),
      version: emi.version,
      ...overrides,
    };
  };

  const schedule = (email: string, emi: EmiItem, date: string) =>
    kit.okPayload<EmiDetail>(email, "POST", "/account/collect/payment/schedule", scheduleBody(emi, date));

  /**
   * A loan's first EMI bounced with 04 (a penal charge) and its due date moved 120 days back: an NPA due, with the
   * overdue penal today's day-end charges on it.
   */
  async function npaDue(): Promise<EmiDetail> {
    const today = businessDateAt(kit.clock.now());
    const loan = await activeLoan(kfsLoanBody({ borrowerUserId: MERCHANT_ID }));
    const [first] = await emisOf(loan.id);
    let emi = await actOnEmi(COLLECTOR, first!, "markReady");
    emi = await schedule(COLLECTOR, emi, today);
    emi = await actOnEmi(COLLECTOR, emi, "present");
    emi = await actOnEmi(COLLECTOR, emi, "bounce", { returnCode: "04" });
    await kit.database.db
      .update(emis)
      .set({ dueDate: addDays(today, -120) })
      .where(eq(emis.id, emi.id));
    await kit.okPayload(SUPERADMIN, "POST", "/account/dpd/dayEnd", { asOfDate: today });
    return readEmi(COLLECTOR, emi.id);
  }

  const reschedule = (email: string, emi: EmiItem, date: string) =>
    kit.okPayload<EmiDetail>(email, "POST", "/account/collect/payment/reschedule", {
      emiId: emi.id,
      version: emi.version,
      reschedule_date: date,
    });

  return Object.assign(kit, {
    activeLoan,
    payableLoan,
    emisOf,
    emisBesideSchedule,
    readEmi,
    actOnEmi,
    scheduleBody,
    schedule,
    reschedule,
    npaDue,
  });
}
