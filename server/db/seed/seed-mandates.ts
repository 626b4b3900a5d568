import { createHash } from "node:crypto";
import { asc } from "drizzle-orm";
import type { MandateKind, MandateStage } from "@domain/api/mandates";
import { addDays, businessDateAt } from "@domain/dates/business-date";
import type { MandateStatus } from "@domain/enums/statuses";
import type { Executor } from "../database";
import { loans, mandateEvents, mandates } from "../schema/index";
import { seedId } from "./identifiers";

/** Seeded mandates name this provider: no sandbox holds them, so they are never mistaken for its own. */
export const DEMO_SEED_MANDATE_PROVIDER = "demo-seed";

type LoanRow = typeof loans.$inferSelect;
type Plan = { status: MandateStatus; stage: MandateStage; kind: MandateKind; reason?: string; key: string };

// Loans whose agreement is signed keep no pending mandate, so the demo can register one from the loan page.
const AWAITING_SIGNATURE = "KFS_ACCEPTED";
const digitsOf = (key: string, length: number) =>
  BigInt(`0x${createHash("sha256").update(key).digest("hex").slice(0, 15)}`)
    .toString()
    .padStart(length, "0")
    .slice(-length);

/**
 * Where each demo loan's mandates stand: every loan with `mandateRegistered` has a registered one (Scheduled
 * with a UMRN; a closed loan's has Completed), loans waiting for one have one in authentication, and a few
 * loans keep earlier mandates that failed, were rejected, cancelled or refunded, so every status has rows.
 */
function plansFor(loan: LoanRow, index: number): Plan[] {
  const kind: MandateKind = index % 3 === 2 ? "UPI_AUTOPAY" : "ENACH";
  const upi = kind === "UPI_AUTOPAY";
  const plans: Plan[] = [];
  if (index % 4 === 0)
    plans.push({
      key: "rejected",
      kind: "ENACH",
      status: "Rejected",
      stage: "register_failed",
      reason: "Account holder name does not match the bank's records",
    });
  if (index % 4 === 1)
    plans.push({
      key: "failed",
      kind,
      status: "Failed",
      stage: upi ? "FAILURE" : "auth_fail",
      reason: "Authentication failed",
    });
  if (index % 5 === 2)
    plans.push({
      key: "cancelled",
      kind,
      status: "Cancelled",
      stage: upi ? "REVOKED" : "cancelled",
      reason: "Replaced by a mandate on another account",
    });
  if (index % 5 === 3)
    plans.push({
      key: "refunded",
      kind: "ENACH",
      status: "Refunded",
      stage: "cancelled",
      reason: "Debited after cancellation; refunded",
    });
  if (loan.status === "CLOSED" && loan.mandateRegistered)
    plans.push({ key: "live", kind, status: "Completed", stage: upi ? "EXPIRED" : "expired" });
  else if (loan.mandateRegistered)
    plans.push({ key: "live", kind, status: "Scheduled", stage: upi ? "ACTIVE" : "register_success" });
  else if (loan.status === AWAITING_SIGNATURE)
    plans.push({ key: "live", kind, status: "ScheduledPending", stage: upi ? "CREATED" : "signed" });
  return plans;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const notAfter = (now: Date, at: number) => new Date(Math.min(at, now.getTime()));

/** The demo mandates of the demo loans, each with its timeline. */
export async function seedDemoMandates(db: Executor, now: Date): Promise<void> {
  const demoLoans = await db.select().from(loans).orderBy(asc(loans.loanNumber));
  const rows: (typeof mandates.$inferInsert)[] = [];
  const events: (typeof mandateEvents.$inferInsert)[] = [];
  demoLoans.forEach((loan, index) => {
    for (const plan of plansFor(loan, index)) {
      const id = seedId(`mandate:${loan.id}:${plan.key}`);
      // A recent loan's mandate is answered within the day: no line of its timeline is dated after `now`.
      const created = notAfter(
        now,
        Math.max(loan.createdAt.getTime(), now.getTime() - 60 * DAY_MS) + HOUR_MS,
      );
      const answered = notAfter(now, created.getTime() + DAY_MS);
      const registered = plan.status === "Scheduled" || plan.status === "Completed";
      const ifsc = index % 2 === 0 ? "SBIN0000300" : "HDFC0000001";
      rows.push({
        id,
        kind: plan.kind,
        status: plan.status,
        stage: plan.stage,
        provider: DEMO_SEED_MANDATE_PROVIDER,
        providerMandateId: `ENA${digitsOf(`ena:${id}`, 12)}${id.replace(/-/g, "").slice(0, 10).toUpperCase()}`,
        umrn: registered ? `${ifsc.slice(0, 4)}7${digitsOf(`umrn:${id}`, 15)}` : null,
        maxAmountPaise: Math.ceil((loan.emiPaise * 3) / 200_000) * 100_000,
        frequency: "ADHOC",
        startDate: businessDateAt(created),
        endDate: addDays(businessDateAt(created), 3 * 365),
        accountNumberMasked: `XXXXXXXX${digitsOf(`acct:${loan.id}`, 4)}`,
        ifsc,
        bankName: ifsc.startsWith("SBIN") ? "State Bank of India" : "HDFC Bank",
        accountHolderName: loan.borrowerName,
        reason: plan.reason ?? null,
        registeredAt: registered ? answered : null,
        loanId: loan.id,
        loanNumber: loan.loanNumber,
        lenderId: loan.lenderId,
        anchorId: loan.anchorId,
        programmeId: loan.programmeId,
        borrowerUserId: loan.borrowerUserId,
        borrowerName: loan.borrowerName,
        createdAt: created,
        updatedAt: answered,
      });
      events.push(
        {
          id: seedId(`${id}:created`),
          mandateId: id,
          source: "staff",
          event: "created",
          stage: plan.kind === "ENACH" ? "partial" : "CREATED",
          fromStatus: null,
          toStatus: "ScheduledPending",
          at: created,
        },
        ...(plan.status === "ScheduledPending" && plan.stage === "CREATED"
          ? []
          : [
              {
                id: seedId(`${id}:provider`),
                mandateId: id,
                source: "provider",
                event: `mandate.${plan.status === "ScheduledPending" ? "auth_success" : "register_success"}`,
                stage: plan.stage,
                fromStatus: "ScheduledPending",
                toStatus: plan.status,
                note: plan.reason ?? null,
                at: answered,
              },
            ]),
      );
    }
  });
  if (rows.length === 0) return;
  await db.insert(mandates).values(rows);
  await db.insert(mandateEvents).values(events);
}
