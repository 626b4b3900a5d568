import { LOAN_STATUSES, ONBOARDING_STATUSES } from "@domain/enums/statuses";
import { z } from "zod";
import { LOAN_NOT_FOUND } from "./loans";

export const ELIGIBILITY_NEEDS =
  "Give a loanId, or a programmeId and an amount (paise) with an optional borrowerUserId";
export const BORROWER_NOT_FOUND = "Borrower not found";

const paise = z.coerce
  .number({ error: "Amount must be a whole number of paise" })
  .int("Amount must be a whole number of paise")
  .positive("Amount must be more than 0")
  .max(Number.MAX_SAFE_INTEGER, "Amount is too large");

/**
 * `GET /user/eligibility`: a saved loan (`loanId`), or a loan being considered (`programmeId`, `amount` in
 * paise, and the borrower when known).
 */
export const loanEligibilityQuerySchema = z
  .object({
    loanId: z.guid(LOAN_NOT_FOUND).optional(),
    programmeId: z.guid("Programme id must be a UUID").optional(),
    borrowerUserId: z.guid("Borrower id must be a UUID").optional(),
    amount: paise.optional(),
  })
  .refine((query) => query.loanId !== undefined || (query.programmeId && query.amount !== undefined), {
    message: ELIGIBILITY_NEEDS,
    path: ["loanId"],
  });
export type LoanEligibilityQuery = z.output<typeof loanEligibilityQuerySchema>;

/** The programme's limit as a loan sees it: used = its outstanding invoices and its live loans. */
export const programmeHeadroomSchema = z.object({
  id: z.string(),
  name: z.string(),
  limitPaise: z.number().int(),
  invoicesUsedPaise: z.number().int(),
  loansUsedPaise: z.number().int(),
  usedPaise: z.number().int(),
  availablePaise: z.number().int(),
});

/** The borrower's live loans (sanctioned to active) the caller may see. */
export const borrowerExposureSchema = z.object({
  userId: z.string(),
  liveLoans: z.number().int(),
  exposurePaise: z.number().int(),
  /** The exposure if this loan is granted too. */
  exposureAfterPaise: z.number().int(),
});

export const loanEligibilitySchema = z.object({
  eligible: z.boolean(),
  requestedPaise: z.number().int(),
  programme: programmeHeadroomSchema.nullable(),
  borrower: borrowerExposureSchema.nullable(),
  /** Why it is not eligible, in words (empty when eligible). */
  reasons: z.array(z.string()),
});
export type LoanEligibility = z.infer<typeof loanEligibilitySchema>;

/** `GET /user/summary?borrowerUserId=`. */
export const borrowerSummaryQuerySchema = z.object({
  borrowerUserId: z.guid(BORROWER_NOT_FOUND),
});

export const borrowerSummarySchema = z.object({
  borrowerUserId: z.string(),
  borrowerName: z.string(),
  onboardingStatus: z.enum(ONBOARDING_STATUSES).nullable(),
  loans: z.number().int(),
  byStatus: z.array(
    z.object({ status: z.enum(LOAN_STATUSES), count: z.number().int(), amountPaise: z.number().int() }),
  ),
  /** Loans that reached sanction (sanctioned onwards, closed and written off included). */
  totalSanctionedPaise: z.number().int(),
  /** Loans that were disbursed (active, closed, written off). */
  totalDisbursedPaise: z.number().int(),
});
export type BorrowerSummary = z.infer<typeof borrowerSummarySchema>;
