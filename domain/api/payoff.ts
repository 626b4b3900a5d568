import { z } from "zod";
import { filterDateParam } from "./filter-dates";

export const PAYOFF_DATE_MESSAGE = "Payoff date must be a date (YYYY-MM-DD)";
export const payoffOutOfRange = (from: string, to: string) =>
  `Payoff date must be from ${from}, the disbursal, to ${to}, the last due date`;
export const PAYOFF_NOT_ACTIVE = "Only an active loan has a payoff quote";
export const PAYOFF_AT_THE_BANK =
  "An instalment of this loan is at the bank in a NACH presentation; ask for the payoff quote again once its result is in";

export const payoffQuerySchema = z.object({ on: filterDateParam(PAYOFF_DATE_MESSAGE).optional() });

/**
 * What closes a loan on a date: what its dues payable that day still owe (penal charges, interest, principal),
 * the principal still to come, the current period's interest to that day (within the cooling-off, the APR for
 * the days held); and the interest of later periods, not charged when the loan is paid off that day.
 */
export const payoffQuoteSchema = z.object({
  on: z.string(),
  overduePenalPaise: z.number().int(),
  overdueInterestPaise: z.number().int(),
  overduePrincipalPaise: z.number().int(),
  principalPaise: z.number().int(),
  interestToDatePaise: z.number().int(),
  totalPaise: z.number().int(),
  interestNotDuePaise: z.number().int(),
  /** The last day of the loan's cooling-off when `on` falls within it: the interest to date is then the APR's. */
  coolingOffUntil: z.string().nullable(),
});
export type PayoffQuote = z.infer<typeof payoffQuoteSchema>;
