import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { ANCHOR_GSTIN_TAKEN, ANCHOR_NOT_FOUND, type AnchorDetail } from "@domain/api/anchors";
import type { Principal } from "@server/auth/principal";
import { scopeOf } from "@server/auth/tenancy";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { anchors, anchorSettings } from "@server/db/schema/index";
import { conflict, notFound } from "@server/http/errors";
import { anchorProgrammes } from "../programmes/queries";
import type { ClientContext } from "../programmes/service";
import { findScopedAnchor } from "./queries";

/** An anchor the caller may see, with its programmes (404 otherwise). */
export async function anchorDetail(db: Executor, principal: Principal, id: string): Promise<AnchorDetail> {
  const scope = scopeOf(principal);
  const anchor = await findScopedAnchor(db, scope, id);
  if (!anchor) throw notFound(ANCHOR_NOT_FOUND);
  return { ...anchor, programmes: await anchorProgrammes(db, scope, id) };
}

/** A new anchor with default settings (Active, lending type NONE), audited; a known GSTIN answers 409. */
export async function createAnchor(
  { db, now, principal }: ClientContext,
  input: { name: string; gstin: string },
): Promise<AnchorDetail> {
  const [taken] = await db.select({ id: anchors.id }).from(anchors).where(eq(anchors.gstin, input.gstin));
  if (taken) throw conflict(ANCHOR_GSTIN_TAKEN, [{ field: "gstin", message: ANCHOR_GSTIN_TAKEN }]);
  const id = randomUUID();
  return db.transaction(async (tx) => {
    // A GSTIN carries its holder's PAN in characters 3 to 12.
    await tx
      .insert(anchors)
      .values({ id, name: input.name, gstin: input.gstin, pan: input.gstin.slice(2, 12), createdAt: now });
    await tx.insert(anchorSettings).values({ anchorId: id, createdAt: now, updatedAt: now });
    const created = await anchorDetail(tx, principal, id);
    await recordAudit(tx, {
      actorId: principal.id,
      action: "anchor.created",
      entity: "anchor",
      entityId: id,
      after: created,
      at: now,
    });
    return created;
  });
}
