import { eq, or, sql } from "drizzle-orm";
import { TRANCHE_REQUIRED } from "@domain/api/collections";
import type { Executor } from "@server/db/database";
import { emis } from "@server/db/schema/collections";
import { badRequest, VALIDATION_FAILED } from "@server/http/errors";
import type { DueScope } from "./due-scope";

export const TRANCHE_NOT_FOUND = "No loan or invoice has this Invoice Id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The tranche a payment names in `field`: a loan's or invoice's id, or its reference (`LN-000018`, the
 * invoice number) in any case. 400 on that field when it is missing or names nothing with dues.
 */
export async function trancheScopeOf(
  db: Executor,
  ref: string | undefined,
  field: string,
): Promise<DueScope> {
  const text = ref?.trim();
  if (!text) throw badRequest(VALIDATION_FAILED, [{ field, message: TRANCHE_REQUIRED }]);
  const byId = UUID.test(text) ? [eq(emis.loanId, text), eq(emis.invoiceId, text)] : [];
  const [row] = await db
    .select({ loanId: emis.loanId, invoiceId: emis.invoiceId })
    .from(emis)
    .where(or(...byId, eq(sql`upper(${emis.trancheRef})`, text.toUpperCase())))
    .limit(1);
  if (!row) throw badRequest(VALIDATION_FAILED, [{ field, message: TRANCHE_NOT_FOUND }]);
  return row.loanId ? { kind: "loan", loanId: row.loanId } : { kind: "invoice", invoiceId: row.invoiceId! };
}
