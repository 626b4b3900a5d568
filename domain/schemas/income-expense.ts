import { EXPENSE_TYPES, INCOME_ACTIVITIES } from "@domain/enums/agri";
import { z } from "zod";
import { oneOf } from "./choice-fields";
import { multiplyRupees } from "./computed-amount";
import { required } from "./form-messages";
import { numberField, rupeeAmount } from "./number-fields";
import { requiredText } from "./text-fields";

/** An income line: activity, what is sold, units and rate; the sale price is computed (units × rate). */
export const incomeSchema = z
  .object({
    activity: oneOf(INCOME_ACTIVITIES, required("Activity")),
    particulars: requiredText("Particulars", { max: 100 }),
    noOfUnit: numberField("Number of Units", { integer: false }),
    rate: rupeeAmount("Rate"),
    salePrice: z.unknown().optional(),
  })
  .transform((values) => ({ ...values, salePrice: multiplyRupees(values.noOfUnit, values.rate) }));
export type IncomeInput = z.input<typeof incomeSchema>;
export type IncomeValues = z.output<typeof incomeSchema>;

/** An expense line: one of the 11 expense types and its amount. */
export const expenseSchema = z.object({
  expenses: oneOf(EXPENSE_TYPES, required("Expense Type")),
  amount: rupeeAmount("Amount"),
});
export type ExpenseInput = z.input<typeof expenseSchema>;
export type ExpenseValues = z.output<typeof expenseSchema>;
