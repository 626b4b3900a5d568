import { and, eq } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { partners } from "@server/db/schema/partners";
import { suppliers } from "@server/db/schema/suppliers";
import { badRequest, VALIDATION_FAILED } from "@server/http/errors";
import { isUuid } from "../counterparties/counterparty-scope";
import type { EntryType } from "./invoice-form";

export type Counterparty = { supplierId: string | null; partnerId: string | null; name: string };

/** The entry's supplier or partner, which must belong to the anchor; otherwise a field error. */
export async function counterpartyOf(
  db: Executor,
  anchorId: string,
  type: EntryType,
  id: string,
): Promise<Counterparty> {
  if (type === "SUPPLIER_INVOICE") {
    const [row] = isUuid(id)
      ? await db
          .select({ id: suppliers.id, name: suppliers.name })
          .from(suppliers)
          .where(and(eq(suppliers.id, id), eq(suppliers.anchorId, anchorId)))
      : [];
    if (!row) throw badRequest(VALIDATION_FAILED, [{ field: "supplier", message: "Supplier not found" }]);
    return { supplierId: row.id, partnerId: null, name: row.name };
  }
  const [row] = isUuid(id)
    ? await db
        .select({ id: partners.id, name: partners.name })
        .from(partners)
        .where(and(eq(partners.id, id), eq(partners.anchorId, anchorId)))
    : [];
  if (!row) throw badRequest(VALIDATION_FAILED, [{ field: "partner", message: "Partner not found" }]);
  return { supplierId: null, partnerId: row.id, name: row.name };
}

export const duplicateNumberMessage = (type: string, invoiceNumber: string) =>
  `Invoice number ${invoiceNumber} already exists for this ${type === "PARTNER_INVOICE" ? "partner" : "supplier"}`;
