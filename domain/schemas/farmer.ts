import { FARMER_CATEGORIES, FARMER_LOAN_PURPOSES, SOCIAL_CATEGORIES } from "@domain/enums/agri";
import { z } from "zod";
import { oneOf } from "./choice-fields";
import { required } from "./form-messages";
import { aadhaarField, mobileField, panField, pincodeField } from "./identifier-fields";
import { optionalOf, requiredText } from "./text-fields";

/**
 * Farmer details (first step of farmer onboarding). Many small dairy farmers have no PAN, so it is optional;
 * Aadhaar is required. Farmer and social category are optional selects.
 */
export const farmerSchema = z.object({
  farmerName: requiredText("Farmer Name", { max: 50 }),
  purposeOfLoan: oneOf(FARMER_LOAN_PURPOSES, required("Purpose of Loan")),
  farmerPan: optionalOf(panField("PAN")),
  farmerAadhar: aadhaarField("Aadhar Number"),
  permanentAddress: requiredText("Permanent Address", { max: 200 }),
  pinCode: pincodeField("Pincode"),
  village: requiredText("Village", { max: 50 }),
  gramPanchayat: requiredText("Gram Panchayat", { max: 50 }),
  postOffice: requiredText("Post Office", { max: 50 }),
  block: requiredText("Block", { max: 50 }),
  farmerCategory: oneOf(FARMER_CATEGORIES).optional(),
  socialCategory: oneOf(SOCIAL_CATEGORIES).optional(),
});
export type FarmerInput = z.input<typeof farmerSchema>;
export type FarmerValues = z.output<typeof farmerSchema>;

/** Co-person (co-applicant or guarantor of a farmer). */
export const coPersonSchema = z.object({
  name: requiredText("Name", { max: 50 }),
  pan: optionalOf(panField("PAN")),
  aadhar: aadhaarField("Aadhar Number"),
  mobileNo: mobileField("Mobile"),
});
export type CoPersonInput = z.input<typeof coPersonSchema>;
export type CoPersonValues = z.output<typeof coPersonSchema>;
