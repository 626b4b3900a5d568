import { type RetailerItem, retailerItemSchema } from "@domain/api/retailers";
import { retailerAddSchema } from "@domain/schemas/retailer-add";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";
import { counterpartyRoutes } from "../counterparties/counterparty-routes";
import { retailerService } from "./service";

/** The retailer list's columns, as the screen labels them. */
const EXPORT_COLUMNS: CsvColumn<RetailerItem>[] = [
  { header: ID_HEADER, value: (retailer) => retailer.id },
  { header: "Business name", value: (retailer) => retailer.businessName },
  { header: "Name", value: (retailer) => retailer.name },
  { header: "GSTIN", value: (retailer) => retailer.gstin },
  { header: "PAN", value: (retailer) => retailer.pan },
  { header: "Mobile", value: (retailer) => retailer.mobile },
  { header: "Email", value: (retailer) => retailer.email },
];

/**
 * `GET /account/retailers` (and `/export`), `POST /account/retailers` (create), `POST /account/retailers/update`.
 */
export const retailerRoutes = counterpartyRoutes({
  path: "/account/retailers",
  itemSchema: retailerItemSchema,
  fieldsSchema: retailerAddSchema,
  summaries: {
    list: "The merchant's retailers (platform staff: all, or one anchor's)",
    export: "Every retailer the list's search selects, by business name",
    create: "Add a retailer (merchant)",
    update: "Change a retailer (merchant), with its version",
  },
  exportColumns: EXPORT_COLUMNS,
  service: retailerService,
});
