import { isUuid } from "@server/modules/account/counterparties/counterparty-scope";
import { eq } from "drizzle-orm";
import { LENDER_UNKNOWN } from "@domain/api/admin-users";
import type { Executor } from "@server/db/database";
import { lenders } from "@server/db/schema/index";
import { badRequest } from "@server/http/errors";

/** Refuses (400, on the form's field) a lender id no lender has. */
export async function assertLenderExists(db: Executor, id: string, field: string): Promise<void> {
  const [row] = isUuid(id)
    ? await db.select({ id: lenders.id }).from(lenders).where(eq(lenders.id, id)).limit(1)
    : [];
  if (!row) throw badRequest(LENDER_UNKNOWN, [{ field, message: LENDER_UNKNOWN }]);
}
