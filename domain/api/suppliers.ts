import { supplierCreateSchema } from "@domain/schemas/supplier-create";
import { z } from "zod";
import { recordRefSchema } from "./counterparties";

/** A supplier of an anchor. Account holder and bank name come from the bank check, never from the client. */
export const supplierItemSchema = z.object({
  id: z.string(),
  anchorId: z.string(),
  gstin: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string(),
  bankAccount: z.string(),
  ifsc: z.string(),
  accountHolderName: z.string(),
  bankName: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
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
