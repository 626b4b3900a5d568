import { sql } from "drizzle-orm";
import { individualLoanCreateRequestSchema, loanCreateRequestSchema } from "@domain/api/loans";
import { addDays, businessDateAt, daysBetween, startOfBusinessDate } from "@domain/dates/business-date";
import { formatDate } from "@domain/dates/display-date";
import type { LoanStatus } from "@domain/enums/statuses";
import { kfsLastValidDay } from "@domain/lending/kfs-validity";
import { transitionFor } from "@domain/state-machines/machine";
import { LOAN_MACHINE, type LoanAction } from "@domain/state-machines/loan";
import type { AuditEntry } from "@server/audit/audit-log";
import { calculateTerms } from "@server/modules/loans/kfs-calculator/calculate-terms";
import { kfsTermsOf, proposalNumberOf } from "@server/modules/loans/kfs/kfs-issue";
import { loanNumberOf } from "@server/modules/loans/loans/loan-entry";
import { assignBorrowerIdentities } from "@server/modules/loans/loans/borrower-identity";
import {
  calculationColumns,
  individualFormInput,
  kfsFormInput,
  type LoanFormInput,
} from "@server/modules/loans/loans/loan-form";
import { KFS_ISSUE_STATUSES } from "@server/modules/loans/loans/loan-permissions";
import { LOAN_ENTITY } from "@server/modules/loans/loans/loan-transition";
import type { Executor } from "../database";
import { rawRows } from "../raw-rows";
import { auditLog, kfsVersions, loans } from "../schema/index";
import { demoUserId } from "./demo-data";
import { DEMO_LOANS, type DemoLoan, type DemoLoanStep } from "./demo-loans";
import { DEMO_LENDERS } from "./demo-organisations";
import { seedId } from "./identifiers";

type LoanInsert = typeof loans.$inferInsert;
type KfsInsert = typeof kfsVersions.$inferInsert;
type DemoAudit = Omit<AuditEntry, "before" | "after"> & { before: unknown; after: unknown };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** 10:30 in India on 1 April 2025: the demo loans' day 0. */
const FIRST_DAY_MS = Date.UTC(2025, 3, 1, 5, 0);
/** Live loans move every 20 minutes up to the seed's instant; the others a day and 17 minutes apart. */
const LIVE_STEP_MS = 20 * MINUTE_MS;
const STEP_MS = DAY_MS + 17 * MINUTE_MS;

const [shree, kaveri] = DEMO_LENDERS;
/** Each lender's NBFC demo user, who reviews its loans; an administrator reviews for a lender without one. */
const REVIEWERS: Record<string, string> = { [shree.id]: "nbfc", [kaveri.id]: "nbfc2" };

/** Who takes each step: operations prepares and sends for e-sign, credit reviews, payments disburses. */
function actorOf(step: DemoLoanStep, lenderId: string): string {
  switch (step) {
    case "startReview":
      return "admin";
    case "sanction":
    case "reject":
    case "returnForCorrection":
    case "undoSanction":
    case "writeOff":
      return REVIEWERS[lenderId] ?? "admin";
    case "disburse":
      return "payments";
    default:
      return "ops";
  }
}

/** The sandbox e-sign's `DID…` id of a demo KFS version's or loan agreement's signing request. */
export const demoDigioId = (document: "kfs" | "agreement", id: string): string =>
  `DID${seedId(`esign:${document}:${id}`).replace(/-/g, "").slice(0, 22).toUpperCase()}`;

/** Why the KFS in force is voided by a move (as the loan actions say it). */
const VOIDS_KFS: Partial<Record<LoanAction, string>> = {
  undoSanction: "The sanction was undone",
  reject: "The loan was rejected",
};

/** The form the demo loan was entered with, through the API's own schema and mapping. */
function formInputOf(loan: DemoLoan, enteredOn: string): LoanFormInput {
  if (loan.form.kind === "INDIVIDUAL")
    return individualFormInput(individualLoanCreateRequestSchema.parse(loan.form.values));
  const input = kfsFormInput(
    loanCreateRequestSchema.parse({ ...loan.form.values, emiDebitStarts: addDays(enteredOn, 30) }),
  );
  return { ...input, columns: { ...input.columns, borrowerMobile: loan.form.borrowerMobile } };
}

/** When a demo loan was entered: 10:30 in India on its day, or, for a live one, just long enough before `now`. */
function enteredAt(loan: DemoLoan, now: Date): Date {
  const { enteredOn } = loan;
  if (enteredOn === "live") return new Date(now.getTime() - (loan.path.length + 1) * LIVE_STEP_MS);
  if (typeof enteredOn === "number") return new Date(FIRST_DAY_MS + enteredOn * DAY_MS);
  return new Date(
    startOfBusinessDate(addDays(businessDateAt(now), -enteredOn.daysBeforeSeed)) + 630 * MINUTE_MS,
  );
}

type DemoLoanRecords = { loan: LoanInsert; kfs: KfsInsert[]; audit: DemoAudit[] };

/**
 * One demo loan as the API would have left it: entered by operations, then each step of its path in turn
 * (checked against the loan machine), with the KFS versions issued, accepted, voided or lapsed on the way,
 * the columns each move sets, and one audit line per move in the API's words.
 */
function demoLoanRecords(loan: DemoLoan, loanNumber: string, now: Date): DemoLoanRecords {
  const live = loan.enteredOn === "live";
  const stepMs = live ? LIVE_STEP_MS : STEP_MS;
  let at = enteredAt(loan, now);
  const input = formInputOf(loan, businessDateAt(at));
  const id = seedId(`loan:${loan.key}`);
  const ops = demoUserId("ops");
  const lenderName = DEMO_LENDERS.find((lender) => lender.id === input.placement.lenderId)?.name ?? "";
  const created = calculateTerms(input.terms, businessDateAt(at));
  const row: LoanInsert = {
    id,
    loanNumber,
    kind: loan.form.kind,
    status: "LOAN_DETAILS_SUBMITTED",
    ...input.placement,
    ...input.columns,
    ...calculationColumns(created),
    rmUserId: loan.rm ? demoUserId(loan.rm) : null,
    preparedBy: ops,
    version: 1,
    createdAt: at,
    updatedAt: at,
  } as LoanInsert;
  const kfs: KfsInsert[] = [];
  const audit: DemoAudit[] = [
    {
      actorId: ops,
      action: "create",
      entity: LOAN_ENTITY,
      entityId: id,
      before: null,
      after: {
        status: row.status,
        loanNumber,
        kind: row.kind,
        lenderId: row.lenderId,
        borrowerName: row.borrowerName,
        loanAmountPaise: row.loanAmountPaise,
        aprPercent: row.aprPercent,
        reason: `Loan ${loanNumber} entered`,
      },
      at,
    },
  ];
  const liveKfs = () => kfs.find((version) => version.state === "ISSUED" || version.state === "ACCEPTED");
  const voidLive = (reason: string) => {
    const version = liveKfs();
    if (version) Object.assign(version, { state: "VOID", voidedAt: at, voidReason: reason });
    return version;
  };
  const move = (action: LoanAction, actorId: string, reason: string | null) => {
    const from = row.status as LoanStatus;
    const to = transitionFor(LOAN_MACHINE, from, action)?.to;
    if (!to) throw new Error(`Demo loan ${loan.key}: a ${from} loan cannot ${action}`);
    row.status = to;
    audit.push({
      actorId,
      action,
      entity: LOAN_ENTITY,
      entityId: id,
      before: { status: from },
      after: { status: to, ...(reason ? { reason } : {}) },
      at,
    });
  };

  for (const step of loan.path) {
    at = new Date(at.getTime() + stepMs);
    const esigned = step === "acceptKfs" || step === "signAgreement";
    const actorId =
      esigned && row.borrowerUserId ? row.borrowerUserId : demoUserId(actorOf(step, row.lenderId));
    const today = businessDateAt(at);
    if (step === "kfsLapses") {
      const version = liveKfs()!;
      version.state = "EXPIRED";
      at = new Date(
        Math.max(at.getTime(), startOfBusinessDate(addDays(version.validUntil, 1)) + 630 * MINUTE_MS),
      );
      continue;
    }
    row.version = (row.version ?? 1) + 1;
    row.updatedAt = at;
    if (step === "issueKfs") {
      if (!KFS_ISSUE_STATUSES.includes(row.status as LoanStatus))
        throw new Error(`Demo loan ${loan.key}: no KFS is issued while ${row.status}`);
      const calculation = calculateTerms(input.terms, today);
      const version = kfs.length + 1;
      const proposalNumber = proposalNumberOf(loanNumber, version);
      const lastDue = calculation.schedule.at(-1)?.dueDate ?? today;
      const validUntil = kfsLastValidDay({
        issuedOn: today,
        tenorDays: Math.max(1, daysBetween(today, lastDue)),
      });
      const voided = voidLive(`Replaced by ${proposalNumber}`);
      kfs.push({
        id: seedId(`kfs:${loan.key}:${version}`),
        loanId: id,
        version,
        proposalNumber,
        state: "ISSUED",
        terms: kfsTermsOf(row, lenderName, calculation),
        aprPercent: calculationColumns(calculation).aprPercent!,
        preparedBy: actorId,
        issuedAt: at,
        validUntil,
        createdAt: at,
      });
      const reason =
        `KFS ${proposalNumber} issued, valid until ${formatDate(validUntil)}` +
        (voided ? `; ${voided.proposalNumber} is void` : "");
      if (row.status === "KFS_ACCEPTED") move("reissueKfs", actorId, reason);
      else
        audit.push({
          actorId,
          action: "issueKfs",
          entity: LOAN_ENTITY,
          entityId: id,
          before: { kfs: voided?.proposalNumber ?? null },
          after: { kfs: proposalNumber, validUntil, reason },
          at,
        });
      continue;
    }
    const voids = VOIDS_KFS[step];
    if (voids) voidLive(voids);
    move(step, actorId, reasonOf(step, loan, liveKfs() ?? null, id));
    Object.assign(row, effectOf(step, loan, actorId, today));
    if (step === "acceptKfs") Object.assign(liveKfs()!, { state: "ACCEPTED", acceptedAt: at });
  }
  return { loan: row, kfs, audit };
}

/** The audit reason of a move, as the loan actions and the e-sign word it. */
function reasonOf(step: LoanAction, loan: DemoLoan, kfs: KfsInsert | null, loanId: string): string | null {
  if (step === "reject" && loan.reject) return `${loan.reject.reason}: ${loan.reject.note}`;
  if (step === "returnForCorrection") return loan.correction ?? null;
  if (step === "sanction" && kfs) return `KFS ${kfs.proposalNumber} sanctioned`;
  if (step === "acceptKfs" && kfs) return `e-signed ${demoDigioId("kfs", kfs.id)} (${kfs.proposalNumber})`;
  if (step === "signAgreement" && kfs)
    return `e-signed ${demoDigioId("agreement", loanId)} (${kfs.proposalNumber})`;
  return null;
}

/** The columns a move sets with the new status (as the loan actions set them). */
function effectOf(step: LoanAction, loan: DemoLoan, actorId: string, today: string): Partial<LoanInsert> {
  switch (step) {
    case "sanction":
      return { reviewedBy: actorId };
    case "undoSanction":
      return { reviewedBy: null };
    case "reject":
      return {
        reviewedBy: actorId,
        rejectReason: loan.reject?.reason ?? null,
        rejectNote: loan.reject?.note ?? null,
      };
    case "signAgreement":
      return {
        mandateRegistered: loan.mandateRegistered ?? false,
        processingFeePaid: loan.processingFeePaid ?? false,
      };
    case "disburse":
      return { disbursedOn: today };
    case "close":
    case "writeOff":
      return { closedOn: today };
    default:
      return {};
  }
}

/**
 * When a demo loan was entered, to number them in that order (the live ones last), the delinquency demo's
 * after them all, so that the walkthrough's loans keep their numbers.
 */
const enteredOrder = (loan: DemoLoan) => {
  if (typeof loan.enteredOn === "number") return loan.enteredOn;
  return loan.enteredOn === "live" ? Number.MAX_SAFE_INTEGER - 1 : Number.MAX_SAFE_INTEGER;
};

/**
 * The demo loans (DEMO_LOANS) with their KFS versions and status timelines, numbered from
 * `loan_number_seq` in the order they were entered. The walkthrough's loans are entered hours before `now`,
 * so their KFS is valid when the demo starts.
 */
export async function seedDemoLoans(db: Executor, now: Date): Promise<void> {
  const ordered = [...DEMO_LOANS].sort((a, b) => enteredOrder(a) - enteredOrder(b));
  const numbers = rawRows<{ n: string | number }>(
    await db.execute(
      sql`SELECT nextval('loan_number_seq') AS n FROM generate_series(1, ${ordered.length}::int)`,
    ),
  );
  const sorted = numbers.map((row) => Number(row.n)).sort((a, b) => a - b);
  const records = ordered.map((loan, i) => demoLoanRecords(loan, loanNumberOf(sorted[i]!), now));
  await db.insert(loans).values(records.map((record) => record.loan));
  await assignBorrowerIdentities(db, now);
  await db.insert(kfsVersions).values(records.flatMap((record) => record.kfs));
  const audit = records.flatMap((record) => record.audit).sort((a, b) => a.at.getTime() - b.at.getTime());
  await db.insert(auditLog).values(audit);
}
