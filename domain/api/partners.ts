import { partnerCreateSchema } from "@domain/schemas/partner-create";
import { z } from "zod";
import { anchorCounterpartySchema, recordRefSchema } from "./counterparties";

/** A partner of an anchor (paid with TDS deducted). */
export const partnerItemSchema = anchorCounterpartySchema.extend({ tdsPercent: z.number() });
export type PartnerItem = z.infer<typeof partnerItemSchema>;

/** `POST /account/partners` takes `partnerCreateSchema`; `POST /account/partners/update` adds `id`, `version`. */
export const partnerUpdateBodySchema = recordRefSchema.extend(partnerCreateSchema.shape);
export type PartnerUpdateBody = z.input<typeof partnerUpdateBodySchema>;

export const DUPLICATE_PARTNER_GSTIN_MESSAGE = "A partner with this GSTIN already exists for your business";
