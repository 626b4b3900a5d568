import { addDays, type BusinessDate, daysBetween } from "@domain/dates/business-date";
import { SHORT_TENOR_DAYS } from "./kfs-validity";

/** Digital Lending Directions: a cooling-off period of at least 3 days, 1 when the tenor is under 7 days. */
export const coolingOffDays = (from: BusinessDate, lastDueDate: BusinessDate): number =>
  daysBetween(from, lastDueDate) < SHORT_TENOR_DAYS ? 1 : 3;

/**
 * The last day a loan disbursed on `disbursedOn` may be exited under its cooling-off: the borrower then repays
 * the principal and the APR proportionate to the days held (the KFS's Part 2), no penalty.
 */
export const coolingOffEndsOn = (disbursedOn: BusinessDate, lastDueDate: BusinessDate): BusinessDate =>
  addDays(disbursedOn, coolingOffDays(disbursedOn, lastDueDate));
