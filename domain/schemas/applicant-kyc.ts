import { z } from "zod";
import { selectedId } from "./choice-fields";
import { isoDate } from "./date-fields";
import { aadhaarField, mobileField, panField, pincodeField } from "./identifier-fields";
import { flag, optionalText, requiredEmail, requiredText } from "./text-fields";

/**
 * Applicant KYC. `companyOwned` is the residence question: true when the residence is owned, false when
 * rented. Aadhaar must be 12 digits ('Enter 12 digit Aadhar number') with a valid check digit.
 */
export const applicantKycSchema = z.object({
  name: requiredText("Name", { max: 50 }),
  email: requiredEmail("Email"),
  mobile: mobileField("Mobile"),
  aadharNumber: aadhaarField("Aadhar Number"),
  panNumber: panField("PAN"),
  companyOwned: flag(),
  dob: isoDate("Date of Birth"),
  gender: selectedId("Gender"),
  address: requiredText("Address Line 1", { max: 100 }),
  addressLine2: optionalText("Address Line 2", { max: 100 }),
  addressLine3: optionalText("Address Line 3", { max: 100 }),
  pincode: pincodeField("Pincode"),
  city: requiredText("City", { max: 50 }),
  state: requiredText("State", { max: 50 }),
});
export type ApplicantKycInput = z.input<typeof applicantKycSchema>;
export type ApplicantKycValues = z.output<typeof applicantKycSchema>;
