import { PARTNER_CREATE_TDS_OPTIONS } from "@domain/enums/finance";
import { z } from "zod";
import { numericOneOf } from "./choice-fields";
import { maximumLength, minimumLength, required } from "./form-messages";
import { GSTIN_EXACT_BARE, gstinField, mobileField } from "./identifier-fields";
import { optionalEmail, requiredText } from "./text-fields";

/** Partner create (anchor's supplier-invoices page): TDS from the partner-create list, e-mail optional. */
export const partnerCreateSchema = z.object({
  Partner_gst: gstinField("Partner GST", GSTIN_EXACT_BARE),
  Supplier_name: requiredText("Partner Name", { max: 50 }),
  Partner_Email: optionalEmail("Partner Email"),
  Phone_Number: mobileField("Phone Number", {
    min: 10,
    max: 10,
    minMessage: minimumLength(10),
    maxMessage: maximumLength(10),
  }),
  Applicable_TDS: numericOneOf(PARTNER_CREATE_TDS_OPTIONS, required("Applicable TDS")),
});
export type PartnerCreateInput = z.input<typeof partnerCreateSchema>;
export type PartnerCreateValues = z.output<typeof partnerCreateSchema>;
