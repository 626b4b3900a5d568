import { DUPLICATE_PARTNER_GSTIN_MESSAGE, type PartnerItem } from "@domain/api/partners";
import type { PartnerCreateValues } from "@domain/schemas/partner-create";
import { partners } from "@server/db/schema/partners";
import { anchorOwned } from "../counterparties/counterparty-scope";
import { counterpartyService, withIsoTimestamps } from "../counterparties/counterparty-service";

/** An anchor's partners, paid with TDS deducted. */
export const partnerService = counterpartyService({
  table: partners,
  nameColumn: partners.name,
  scope: anchorOwned(partners.anchorId),
  columns: (fields: PartnerCreateValues) => ({
    gstin: fields.Partner_gst,
    name: fields.Supplier_name,
    email: fields.Partner_Email ? fields.Partner_Email : null,
    mobile: fields.Phone_Number,
    tdsPercent: fields.Applicable_TDS,
  }),
  toItem: (row): PartnerItem => withIsoTimestamps(row),
  duplicate: { field: "Partner_gst", message: DUPLICATE_PARTNER_GSTIN_MESSAGE },
  notFoundMessage: "Partner not found",
});
