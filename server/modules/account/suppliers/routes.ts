import { type SupplierItem, supplierItemSchema } from "@domain/api/suppliers";
import { supplierCreateSchema } from "@domain/schemas/supplier-create";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";
import { counterpartyRoutes } from "../counterparties/counterparty-routes";
import { supplierService } from "./service";

/** The supplier list's columns, as the screen labels them. */
const EXPORT_COLUMNS: CsvColumn<SupplierItem>[] = [
  { header: ID_HEADER, value: (supplier) => supplier.id },
  { header: "Name", value: (supplier) => supplier.name },
  { header: "GSTIN", value: (supplier) => supplier.gstin },
  { header: "Phone", value: (supplier) => supplier.mobile },
  { header: "Email", value: (supplier) => supplier.email },
  { header: "Bank", value: (supplier) => supplier.bankName },
  { header: "IFSC", value: (supplier) => supplier.ifsc },
  { header: "Account", value: (supplier) => supplier.bankAccount },
];

/**
 * `GET /account/suppliers` (and `/export`), `POST /account/suppliers` (create), `POST /account/suppliers/update`.
 */
export const supplierRoutes = counterpartyRoutes({
  path: "/account/suppliers",
  itemSchema: supplierItemSchema,
  /** The form without the two bank-check fields: the server fills them, whatever the client sends. */
  fieldsSchema: supplierCreateSchema.omit({ accountHolderName: true, bankName: true }),
  summaries: {
    list: "The anchor's suppliers (platform staff: all, or one anchor's)",
    export: "Every supplier the list's search selects, by name",
    create: "Add a supplier (anchor); account holder and bank name come from the bank check",
    update: "Change a supplier (anchor), with its version",
  },
  exportColumns: EXPORT_COLUMNS,
  service: supplierService,
});
