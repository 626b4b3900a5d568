import { DUPLICATE_SUPPLIER_GSTIN_MESSAGE, type SupplierItem } from "@domain/api/suppliers";
import type { SupplierCreateValues } from "@domain/schemas/supplier-create";
import { suppliers } from "@server/db/schema/suppliers";
import { badRequest, VALIDATION_FAILED } from "@server/http/errors";
import type { KycProvider } from "@server/integrations/kyc/kyc-provider";
import { checkBankAccount } from "@server/modules/master/kyc/service";
import { anchorOwned } from "../counterparties/counterparty-scope";
import { counterpartyService, withIsoTimestamps } from "../counterparties/counterparty-service";

export type SupplierFields = Omit<SupplierCreateValues, "accountHolderName" | "bankName">;

/** Account holder and bank name from the bank check (the form shows them disabled); a failed check is a field error. */
async function bankDetails(kyc: KycProvider, fields: SupplierFields) {
  const check = await checkBankAccount(kyc, fields.bankAccount, fields.ifsc, fields.Supplier_name);
  if (!check.valid || !check.accountHolderName || !check.bankName) {
    const field = check.message?.includes("IFSC") ? "ifsc" : "bankAccount";
    throw badRequest(VALIDATION_FAILED, [
      { field, message: check.message ?? "The bank account could not be verified" },
    ]);
  }
  return { accountHolderName: check.accountHolderName, bankName: check.bankName };
}

/** An anchor's suppliers; account holder and bank name come from the bank check, whatever the client sends. */
export const supplierService = counterpartyService({
  table: suppliers,
  nameColumn: suppliers.name,
  scope: anchorOwned(suppliers.anchorId),
  columns: async (fields: SupplierFields, { kyc }) => ({
    gstin: fields.gst_Number,
    name: fields.Supplier_name,
    email: fields.Supplier_Email ? fields.Supplier_Email : null,
    mobile: fields.Supplier_Number,
    bankAccount: fields.bankAccount,
    ifsc: fields.ifsc,
    ...(await bankDetails(kyc, fields)),
  }),
  toItem: (row): SupplierItem => withIsoTimestamps(row),
  duplicate: { field: "gst_Number", message: DUPLICATE_SUPPLIER_GSTIN_MESSAGE },
  notFoundMessage: "Supplier not found",
});
