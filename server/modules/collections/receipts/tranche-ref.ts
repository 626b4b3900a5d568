import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import { TRANCHE_REQUIRED } from "@domain/api/collections";
import type { Executor } from "@server/db/database";
import { emis } from "@server/db/schema/collections";
import { badRequest, VALIDATION_FAILED } from "@server/http/errors";
import type { DueScope } from "./due-scope";

export const TRANCHE_NOT_FOUND = "No loan or invoice has this Invoice Id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The tranche a payment names in `field`: a loan's or invoice's id, or its reference (`LN-000018`, the
 * invoice number) in any case, which names the invoice's own due before the anchor's subvention of it; an
 * anchor's subvention due is named by its own id. 400 on that field when it is missing or names nothing with dues.
 */
export async function trancheScopeOf(
  db: Executor,
  ref: string | undefined,
  field: string,
): Promise<DueScope> {
  const text = ref?.trim();
  if (!text) throw badRequest(VALIDATION_FAILED, [{ field, message: TRANCHE_REQUIRED }]);
  const byId = UUID.test(text)
    ? [
        eq(emis.loanId, text),
        eq(emis.invoiceId, text),
        and(eq(emis.id, text), isNotNull(emis.subventionInvoiceId)),
      ]
    : [];
  const [row] = await db
    .select({ id: emis.id, loanId: emis.loanId, invoiceId: emis.invoiceId })
    .from(emis)
    .where(or(...byId, eq(sql`upper(${emis.trancheRef})`, text.toUpperCase())))
    .orderBy(sql`${emis.subventionInvoiceId} IS NOT NULL`)
    .limit(1);
  if (!row) throw badRequest(VALIDATION_FAILED, [{ field, message: TRANCHE_NOT_FOUND }]);
  if (row.loanId) return { kind: "loan", loanId: row.loanId };
  return row.invoiceId ? { kind: "invoice", invoiceId: row.invoiceId } : { kind: "emi", emiId: row.id };
}
