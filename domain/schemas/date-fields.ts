import { isBusinessDate } from "@domain/dates/business-date";
import { formatDate } from "@domain/dates/display-date";
import { z } from "zod";
import { notAfterToday, notBefore, validDate } from "./form-messages";
import { requiredThen } from "./text-fields";

const isDateText = (value: string): boolean => isBusinessDate(value);

/** A required date as an ISO `YYYY-MM-DD` business date (the portal converts its date pickers to this). */
export const isoDate = (label: string) =>
  requiredThen(label, z.string().refine(isDateText, validDate(label)));

/** An optional date: absent or empty passes, anything else must be a real `YYYY-MM-DD` date. */
export const optionalIsoDate = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || isDateText(value), validDate(label))
    .optional();

/** The bounds of a date field, both `YYYY-MM-DD`; the caller supplies "today" so server and portal agree. */
export type DateBounds = { minDate: string; today: string };

/** A required date no earlier than `minDate` and no later than `today` (ISO text order is date order). */
export const boundedIsoDate = (label: string, { minDate, today }: DateBounds) => {
  if (!isBusinessDate(minDate) || !isBusinessDate(today)) {
    throw new RangeError("Date bounds must be YYYY-MM-DD dates");
  }
  return isoDate(label).pipe(
    z
      .string()
      .refine((value) => value >= minDate, notBefore(label, formatDate(minDate)))
      .refine((value) => value <= today, notAfterToday(label)),
  );
};
