import { asc, eq, inArray, type SQL } from "drizzle-orm";
import type { TenancyScope } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { lenders, programmes, users } from "@server/db/schema/index";

/** Lenders a scope may see: all for platform staff; its own for an NBFC; those of its programmes otherwise. */
export function lenderScope(db: Executor, scope: TenancyScope): SQL | undefined {
  switch (scope.level) {
    case "platform":
      return undefined;
    case "lender":
      return eq(lenders.id, scope.lenderId);
    case "anchor":
      return inArray(
        lenders.id,
        db
          .select({ id: programmes.lenderId })
          .from(programmes)
          .where(eq(programmes.anchorId, scope.anchorId)),
      );
    case "merchant":
      return inArray(
        lenders.id,
        db
          .select({ id: programmes.lenderId })
          .from(programmes)
          .innerJoin(users, eq(users.programmeId, programmes.id))
          .where(eq(users.id, scope.userId)),
      );
  }
}

export async function listLenders(db: Executor, scope: TenancyScope) {
  return db
    .select({ id: lenders.id, name: lenders.name })
    .from(lenders)
    .where(lenderScope(db, scope))
    .orderBy(asc(lenders.name));
}
