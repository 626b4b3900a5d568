import { z } from "zod";

/** How many columns a table's choice may hide (no list has this many). */
export const MAX_HIDDEN_COLUMNS = 60;

/** A preference's name, e.g. `table.invoices.columns`: lower-case letters, digits, dots and dashes. */
export const preferenceKeySchema = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9.-]{0,63}$/,
    "Preference key must be 1 to 64 lower-case letters, digits, dots or dashes, starting with a letter or digit",
  );

export const preferenceParamsSchema = z.object({ key: preferenceKeySchema });

/** A table's column choice: the keys of the columns the user hid. */
export const tableColumnChoiceSchema = z.strictObject(
  {
    hiddenColumns: z
      .array(
        z
          .string({ error: "A column key must be text" })
          .regex(
            /^[A-Za-z0-9_.-]{1,64}$/,
            "A column key must be 1 to 64 letters, digits, dots, dashes or underscores",
          ),
        {
          error: (issue) =>
            issue.input === undefined
              ? "Hidden columns are required"
              : "Hidden columns must be a list of column keys",
        },
      )
      .max(MAX_HIDDEN_COLUMNS, `At most ${MAX_HIDDEN_COLUMNS} columns can be hidden`),
  },
  {
    error: (issue) =>
      issue.input === undefined ? "Value is required" : "The value must be an object with hiddenColumns only",
  },
);
export type TableColumnChoice = z.infer<typeof tableColumnChoiceSchema>;

/** What a preference may hold; table column choices are the only kind today. */
export const preferenceValueSchema = tableColumnChoiceSchema;
export type PreferenceValue = z.infer<typeof preferenceValueSchema>;

export const preferenceBodySchema = z.object(
  { value: preferenceValueSchema },
  { error: "The body must be { value }" },
);

/** `GET /auth/me/preferences/:key`: the saved value, or null when the user never saved one. */
export const preferenceSchema = z.object({ key: z.string(), value: preferenceValueSchema.nullable() });
export type Preference = z.infer<typeof preferenceSchema>;

/** The preference key under which a list's column choice is kept. */
export const tableColumnsPreferenceKey = (tableId: string): string => `table.${tableId}.columns`;
