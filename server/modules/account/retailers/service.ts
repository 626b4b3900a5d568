import { eq, sql } from "drizzle-orm";
import { DUPLICATE_RETAILER_GSTIN_MESSAGE, type RetailerItem } from "@domain/api/retailers";
import type { RetailerAddValues } from "@domain/schemas/retailer-add";
import type { Principal } from "@server/auth/principal";
import { scopeOf } from "@server/auth/tenancy";
import { retailers } from "@server/db/schema/retailers";
import { forbidden } from "@server/http/errors";
import type { OwnerScope } from "../counterparties/counterparty-scope";
import { counterpartyService, withIsoTimestamps } from "../counterparties/counterparty-service";

function ownMerchant(principal: Principal): string {
  const scope = scopeOf(principal);
  if (scope.level !== "merchant") throw forbidden("Only a merchant can add retailers");
  return scope.userId;
}

/** Retailers belong to a (non-anchor) merchant; platform staff see all of them. */
const merchantOwned: OwnerScope = {
  visible: (principal, anchorId) => {
    const scope = scopeOf(principal);
    if (scope.level === "merchant") return eq(retailers.merchantUserId, scope.userId);
    if (scope.level === "platform") return anchorId ? eq(retailers.anchorId, anchorId) : sql`true`;
    throw forbidden("Only merchants and platform staff can see retailers");
  },
  owned: (principal) => eq(retailers.merchantUserId, ownMerchant(principal)),
  ownerColumns: (principal) => ({ merchantUserId: ownMerchant(principal), anchorId: principal.anchorId }),
};

/** A merchant's retailers. */
export const retailerService = counterpartyService({
  table: retailers,
  nameColumn: retailers.businessName,
  scope: merchantOwned,
  columns: (fields: RetailerAddValues) => ({
    gstin: fields.GST,
    businessName: fields.businessName,
    name: fields.name,
    mobile: fields.mobile,
    email: fields.email ? fields.email : null,
    pan: fields.panNumber,
  }),
  toItem: (row): RetailerItem => withIsoTimestamps(row),
  duplicate: { field: "GST", message: DUPLICATE_RETAILER_GSTIN_MESSAGE },
  notFoundMessage: "Retailer not found",
});
