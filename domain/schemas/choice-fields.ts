import { z } from "zod";
import { required, SPEC_MESSAGES } from "./form-messages";
import { requiredText } from "./text-fields";

/** A select over a `domain/enums` tuple; an empty or unknown choice shows `message`. */
export const oneOf = <const T extends readonly [string, ...string[]]>(
  values: T,
  message: string = SPEC_MESSAGES.selectOne,
) => z.enum(values, { error: message });

/** A select over numeric options (TDS percentages, day counts); accepts the option's text too. */
export const numericOneOf = <const T extends readonly number[]>(
  values: T,
  message: string = SPEC_MESSAGES.selectOne,
  emptyMessage: string = message,
) =>
  z
    .union([z.number(), z.string()], { error: emptyMessage })
    .transform((value) =>
      typeof value === "number" ? value : value.trim() === "" ? undefined : Number(value),
    )
    .pipe(z.number({ error: (issue) => (issue.input === undefined ? emptyMessage : message) }))
    .pipe(z.custom<T[number]>((value) => values.includes(value as number), { error: message }));

/** A select whose options come from the server (lenders, anchors, workflows): any non-empty id. */
export const selectedId = (label: string, message: string = required(label)) =>
  z.string({ error: message }).trim().min(1, message);

/**
 * A select of a record the server listed (an anchor, a lender, a user): its UUID. Anything else names no record
 * and is refused before any query sees it.
 */
export const selectedRecord = (label: string) =>
  selectedId(label).pipe(z.guid(`No ${label.toLowerCase()} has this id`));

/** A multi-select over a tuple; at least one choice. */
export const someOf = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .array(z.enum(values, { error: SPEC_MESSAGES.selectOne }), { error: required(label) })
    .min(1, required(label));

/** A multi-select of free values (geography, bank ids); at least one. */
export const someIds = (label: string) =>
  z.array(requiredText(label), { error: required(label) }).min(1, required(label));
