import { and, eq } from "drizzle-orm";
import type { LoanEligibility, LoanEligibilityQuery } from "@domain/api/loan-eligibility";
import { PROGRAMME_NOT_FOUND } from "@domain/api/programmes";
import { formatInr } from "@domain/money/format-inr";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { programmes } from "@server/db/schema/index";
import { notFound } from "@server/http/errors";
import { findScopedProgramme, limitUsedPaise } from "@server/modules/clients/programmes/queries";
import { findScopedLoan } from "../loans/loan-reads";
import { loanScopeCondition } from "../loans/loan-scope";
import { LOAN_NOT_FOUND } from "@domain/api/loans";
import { liveLoansOf, ofBorrower, ofProgramme } from "./loan-exposure";

const inr = (paise: number) => `₹${formatInr(paise, { fixed: true })}`;

type Subject = {
  programmeId: string | null;
  borrowerUserId: string | null;
  amount: number;
  except: string | null;
};

/** What is asked about: a saved loan the caller may see, or a programme it may see with an amount. */
async function subjectOf(db: Executor, scope: TenancyScope, query: LoanEligibilityQuery): Promise<Subject> {
  if (query.loanId) {
    const row = await findScopedLoan(db, scope, query.loanId);
    if (!row) throw notFound(LOAN_NOT_FOUND);
    const { loan } = row;
    return {
      programmeId: loan.programmeId,
      borrowerUserId: loan.borrowerUserId,
      amount: loan.loanAmountPaise,
      except: loan.id,
    };
  }
  if (!(await findScopedProgramme(db, scope, query.programmeId!))) throw notFound(PROGRAMME_NOT_FOUND);
  return {
    programmeId: query.programmeId!,
    borrowerUserId: query.borrowerUserId ?? null,
    amount: query.amount!,
    except: null,
  };
}

/** The programme's limit, what its outstanding invoices (as the programme list counts them) and live loans use. */
async function headroomOf(db: Executor, programmeId: string, except: string | null) {
  const [programme] = await db
    .select({
      id: programmes.id,
      name: programmes.name,
      limit: programmes.programLimitPaise,
      used: limitUsedPaise,
    })
    .from(programmes)
    .where(eq(programmes.id, programmeId));
  if (!programme) return null;
  const invoicesUsedPaise = Number(programme.used);
  const loansUsedPaise = (await liveLoansOf(db, ofProgramme(programmeId), except)).paise;
  const usedPaise = invoicesUsedPaise + loansUsedPaise;
  return {
    id: programme.id,
    name: programme.name,
    limitPaise: programme.limit,
    invoicesUsedPaise,
    loansUsedPaise,
    usedPaise,
    availablePaise: programme.limit - usedPaise,
  };
}

/**
 * Whether a loan fits: against its programme's limit (limit − outstanding invoices − live loans, the loan
 * itself left out) and with the borrower's exposure (their live loans the caller may see). Figures in
 * paise; reasons in words.
 */
export async function loanEligibility(
  db: Executor,
  scope: TenancyScope,
  query: LoanEligibilityQuery,
): Promise<LoanEligibility> {
  const subject = await subjectOf(db, scope, query);
  const programme = subject.programmeId ? await headroomOf(db, subject.programmeId, subject.except) : null;
  const exposure = subject.borrowerUserId
    ? await liveLoansOf(
        db,
        and(loanScopeCondition(scope), ofBorrower(subject.borrowerUserId))!,
        subject.except,
      )
    : null;
  const reasons: string[] = [];
  if (programme && subject.amount > programme.availablePaise)
    reasons.push(
      `${inr(subject.amount)} is more than the ${inr(Math.max(0, programme.availablePaise))} available on ` +
        `${programme.name} (limit ${inr(programme.limitPaise)}, used ${inr(programme.usedPaise)})`,
    );
  return {
    eligible: reasons.length === 0,
    requestedPaise: subject.amount,
    programme,
    borrower:
      exposure && subject.borrowerUserId
        ? {
            userId: subject.borrowerUserId,
            liveLoans: exposure.count,
            exposurePaise: exposure.paise,
            exposureAfterPaise: exposure.paise + subject.amount,
          }
        : null,
    reasons,
  };
}
