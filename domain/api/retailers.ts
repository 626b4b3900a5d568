import { retailerAddSchema } from "@domain/schemas/retailer-add";
import { z } from "zod";
import { recordRefSchema, recordStampShape } from "./counterparties";

/** A retailer onboarded by a (non-anchor) merchant. */
export const retailerItemSchema = z.object({
  id: z.string(),
  merchantUserId: z.string(),
  anchorId: z.string().nullable(),
  gstin: z.string(),
  businessName: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  pan: z.string(),
  ...recordStampShape,
});
export type RetailerItem = z.infer<typeof retailerItemSchema>;

/** `POST /account/retailers` takes `retailerAddSchema`; `POST /account/retailers/update` adds `id`, `version`. */
export const retailerUpdateBodySchema = recordRefSchema.extend(retailerAddSchema.shape);
export type RetailerUpdateBody = z.input<typeof retailerUpdateBodySchema>;

export const DUPLICATE_RETAILER_GSTIN_MESSAGE = "A retailer with this GSTIN already exists";
