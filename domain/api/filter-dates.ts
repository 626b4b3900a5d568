import { isBusinessDate } from "@domain/dates/business-date";
import { z } from "zod";

/** The range a date filter may name: far wider than any record, narrower than what PostgreSQL can cast. */
export const EARLIEST_FILTER_DATE = "1900-01-01";
export const LATEST_FILTER_DATE = "9999-12-31";

const inFilterRange = (value: string) => value >= EARLIEST_FILTER_DATE && value <= LATEST_FILTER_DATE;

/** A `YYYY-MM-DD` list filter: a real calendar date (not 2025-02-30) within the filter range. */
export const filterDateParam = (message: string) =>
  z
    .string()
    .trim()
    .refine(isBusinessDate, message)
    .refine(inFilterRange, `${message}, from ${EARLIEST_FILTER_DATE} to ${LATEST_FILTER_DATE}`);
