import { supplierCreateSchema } from "@domain/schemas/supplier-create";
import { z } from "zod";
import { anchorCounterpartySchema, recordRefSchema } from "./counterparties";

/** A supplier of an anchor. Account holder and bank name come from the bank check, never from the client. */
export const supplierItemSchema = anchorCounterpartySchema.extend({
  bankAccount: z.string(),
  ifsc: z.string(),
  accountHolderName: z.string(),
  bankName: z.string(),
});
export type SupplierItem = z.infer<typeof supplierItemSchema>;

/**
 * `POST /account/suppliers` takes the supplier create form (`supplierCreateSchema`); `accountHolderName` and
 * `bankName` may be left out, the server fills them from `/master/kyc/validate/bank`.
 * `POST /account/suppliers/update` takes the same fields plus `id` and `version`.
 */
export const supplierUpdateBodySchema = recordRefSchema.extend(supplierCreateSchema.shape);
export type SupplierUpdateBody = z.input<typeof supplierUpdateBodySchema>;

export const DUPLICATE_SUPPLIER_GSTIN_MESSAGE = "A supplier with this GSTIN already exists for your business";
