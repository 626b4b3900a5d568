import { BULK_IMPORT_TYPES } from "@domain/enums/finance";
import { ADMIN_OPERATIONS } from "@domain/enums/users";
import { z } from "zod";
import { oneOf, selectedId } from "./choice-fields";
import { required } from "./form-messages";
import { requiredText } from "./text-fields";

/** The admin operations screen's first step: which operation, for which user. */
export const adminOperationSchema = z.object({
  operation: oneOf(ADMIN_OPERATIONS, required("Operation")),
  userId: selectedId("User"),
});
export type AdminOperationInput = z.input<typeof adminOperationSchema>;
export type AdminOperationValues = z.output<typeof adminOperationSchema>;

/** Cancel an invoice (`POST /account/invoice/cancel`). */
export const cancelInvoiceSchema = z.object({
  cancelInvoiceId: requiredText("Invoice Id", { max: 50 }),
});
export type CancelInvoiceInput = z.input<typeof cancelInvoiceSchema>;
export type CancelInvoiceValues = z.output<typeof cancelInvoiceSchema>;

/** The bulk import's type select (the spec's field name `utr_Update` holds `utr_update` or `utr_payment`). */
export const bulkImportTypeSchema = z.object({
  utr_Update: oneOf(BULK_IMPORT_TYPES, required("Import Type")),
});
export type BulkImportTypeInput = z.input<typeof bulkImportTypeSchema>;
export type BulkImportTypeValues = z.output<typeof bulkImportTypeSchema>;
