import { z } from "zod";
import { gstinField, mobileField, panField } from "./identifier-fields";
import { maxLength } from "./form-messages";
import { optionalEmail, requiredText } from "./text-fields";

/** Retailer add: GST exactly 15; mobile required, exactly 10 digits; PAN required, up to 10; name required. */
export const retailerAddSchema = z.object({
  GST: gstinField("GST"),
  businessName: requiredText("Business Name", { max: 100 }),
  mobile: mobileField("Mobile"),
  email: optionalEmail("Email"),
  panNumber: panField("PAN", { max: 10, maxMessage: maxLength("PAN", 10) }),
  name: requiredText("Name", { max: 50 }),
});
export type RetailerAddInput = z.input<typeof retailerAddSchema>;
export type RetailerAddValues = z.output<typeof retailerAddSchema>;
