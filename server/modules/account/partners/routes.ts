import { type PartnerItem, partnerItemSchema } from "@domain/api/partners";
import { partnerCreateSchema } from "@domain/schemas/partner-create";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";
import { counterpartyRoutes } from "../counterparties/counterparty-routes";
import { partnerService } from "./service";

/** The partner list's columns, as the screen labels them. */
const EXPORT_COLUMNS: CsvColumn<PartnerItem>[] = [
  { header: ID_HEADER, value: (partner) => partner.id },
  { header: "Name", value: (partner) => partner.name },
  { header: "GSTIN", value: (partner) => partner.gstin },
  { header: "Phone", value: (partner) => partner.mobile },
  { header: "Email", value: (partner) => partner.email },
  { header: "TDS (%)", value: (partner) => partner.tdsPercent },
];

/** `GET /account/partners` (and `/export`), `POST /account/partners` (create), `POST /account/partners/update`. */
export const partnerRoutes = counterpartyRoutes({
  path: "/account/partners",
  itemSchema: partnerItemSchema,
  fieldsSchema: partnerCreateSchema,
  summaries: {
    list: "The anchor's partners (platform staff: all, or one anchor's)",
    export: "Every partner the list's search selects, by name",
    create: "Add a partner (anchor)",
    update: "Change a partner (anchor), with its version",
  },
  exportColumns: EXPORT_COLUMNS,
  service: partnerService,
});
