import {
  LIVESTOCK_BREEDS,
  LIVESTOCK_TYPES,
  PROJECT_PARTICULARS,
  projectSubCategories,
} from "@domain/enums/agri";
import { z } from "zod";
import { oneOf } from "./choice-fields";
import { multiplyRupees } from "./computed-amount";
import { required } from "./form-messages";
import { numberField, rupeeAmount } from "./number-fields";
import { requiredText } from "./text-fields";

/** Livestock owned: type, how many, and the breed (spelt `bread` in the spec's field name). */
export const livestockSchema = z.object({
  livestockType: oneOf(LIVESTOCK_TYPES, required("Livestock Type")),
  quantity: numberField("Quantity", { min: 1 }),
  bread: oneOf(LIVESTOCK_BREEDS, required("Breed")).optional(),
});
export type LivestockInput = z.input<typeof livestockSchema>;
export type LivestockValues = z.output<typeof livestockSchema>;

/** Milch animals by lactation stage (early, mid, late); the stages cannot add up to more than the total. */
export const milchAnimalsSchema = z
  .object({
    milchAnimals: numberField("Milch Animals"),
    entry: numberField("Early Lactation"),
    mid: numberField("Mid Lactation"),
    late: numberField("Late Lactation"),
  })
  .refine((values) => values.entry + values.mid + values.late <= values.milchAnimals, {
    path: ["milchAnimals"],
    error: "Early, mid and late lactation cannot add up to more than the Milch Animals",
  });
export type MilchAnimalsInput = z.input<typeof milchAnimalsSchema>;
export type MilchAnimalsValues = z.output<typeof milchAnimalsSchema>;

/**
 * A project-cost line. The sub-category must belong to the particular (any other particular offers only
 * OTHER); the total cost is computed (area × cost per unit) and whatever the client sent for it is ignored.
 */
export const projectCostSchema = z
  .object({
    particulars: oneOf(PROJECT_PARTICULARS, required("Particulars")),
    subCategory: requiredText("Sub Category", { max: 50 }),
    area: numberField("Area", { integer: false }),
    costPerUnit: rupeeAmount("Cost per Unit"),
    totalCost: z.unknown().optional(),
  })
  .refine((values) => projectSubCategories(values.particulars).includes(values.subCategory), {
    path: ["subCategory"],
    error: "Please select one option",
  })
  .transform((values) => ({ ...values, totalCost: multiplyRupees(values.area, values.costPerUnit) }));
export type ProjectCostInput = z.input<typeof projectCostSchema>;
export type ProjectCostValues = z.output<typeof projectCostSchema>;
