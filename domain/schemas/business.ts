import { COMPANY_AGE_BANDS, COMPANY_CATEGORIES, TURNOVER_BANDS } from "@domain/enums/business";
import { z } from "zod";
import { oneOf } from "./choice-fields";
import { optionalIsoDate } from "./date-fields";
import { required, SPEC_MESSAGES } from "./form-messages";
import { gstinField, panField, pincodeField } from "./identifier-fields";
import { numberField, optionalNumeric, rupeeAmount } from "./number-fields";
import { optionalOf, optionalText, requiredText } from "./text-fields";

const gstinLength = {
  min: 15,
  max: 15,
  minMessage: SPEC_MESSAGES.gstinLength,
  maxMessage: SPEC_MESSAGES.gstinLength,
};

/**
 * Business form (spec section 5): GSTIN 15 ('length of GSTIN must be 15'), PAN exactly 10, business name and
 * address lines 1 and 2 up to 100, pincode 6 digits, required loan amount up to 9 characters, category required.
 */
export const businessSchema = z.object({
  companyGst: gstinField("GSTIN", gstinLength),
  companyPan: panField("PAN"),
  businessName: requiredText("Business Name", { max: 100 }),
  companyCategory: oneOf(COMPANY_CATEGORIES, required("Company Category")),
  companyType: optionalText("Company Type", { max: 50 }),
  relationship: optionalText("Relationship", { max: 50 }),
  companyAge: oneOf(COMPANY_AGE_BANDS).optional(),
  turnover: oneOf(TURNOVER_BANDS).optional(),
  CRN: optionalText("CRN", { max: 30 }),
  CIN: optionalOf(
    requiredText("CIN").pipe(
      z
        .string()
        .regex(
          /^[LUlu]\d{5}[A-Za-z]{2}\d{4}[A-Za-z]{3}\d{6}$/,
          "CIN must have 21 characters like U12345MH2020PTC123456",
        ),
    ),
  ),
  noOfEmployees: optionalNumeric(numberField("Number of Employees")),
  dateOfIncorporation: optionalIsoDate("Date of Incorporation"),
  businessAddress: requiredText("Address Line 1", { max: 100 }),
  businessAddress2: optionalText("Address Line 2", { max: 100 }),
  businessAddress3: optionalText("Address Line 3", { max: 100 }),
  pincode: pincodeField("Pincode"),
  city: requiredText("City", { max: 50 }),
  state: requiredText("State", { max: 50 }),
  capitalNeeded: rupeeAmount("Required Loan Amount", { maxLength: 9 }),
});
export type BusinessInput = z.input<typeof businessSchema>;
export type BusinessValues = z.output<typeof businessSchema>;
