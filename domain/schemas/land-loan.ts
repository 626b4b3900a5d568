import { LOAN_TYPES } from "@domain/enums/agri";
import { z } from "zod";
import { oneOf } from "./choice-fields";
import { documentFile } from "./file-fields";
import { required } from "./form-messages";
import { numberField, rupeeAmount } from "./number-fields";
import { requiredText } from "./text-fields";

/** A land holding (fodder land): the cultivated area cannot exceed the area. Field names as in the spec. */
export const landSchema = z
  .object({
    villageaName: requiredText("Village Name", { max: 50 }),
    khaitanNumber: requiredText("Khata Number", { max: 30 }),
    title: requiredText("Title", { max: 100 }),
    area: numberField("Area", { integer: false }),
    cultivatedArea: numberField("Cultivated Area", { integer: false }),
    document: documentFile("Land Document").optional(),
  })
  .refine((values) => values.cultivatedArea <= values.area, {
    path: ["cultivatedArea"],
    error: "Cultivated Area cannot be more than the Area",
  });
export type LandInput = z.input<typeof landSchema>;
export type LandValues = z.output<typeof landSchema>;

/**
 * An existing loan: type, lender bank and branch (one of the fixed branch list, whose names the spec does not
 * show), sanctioned limit and outstanding. Outstanding may exceed the limit (an overdrawn KCC account).
 */
export const existingLoanSchema = z.object({
  loanType: oneOf(LOAN_TYPES, required("Loan Type")),
  bankName: requiredText("Bank Name", { max: 50 }),
  branchName: requiredText("Branch Name", { max: 100 }),
  sanctionedLimit: rupeeAmount("Sanctioned Limit"),
  outstanding: rupeeAmount("Outstanding", { allowZero: true }),
});
export type ExistingLoanInput = z.input<typeof existingLoanSchema>;
export type ExistingLoanValues = z.output<typeof existingLoanSchema>;
