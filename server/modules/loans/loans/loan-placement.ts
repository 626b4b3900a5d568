import { and, eq } from "drizzle-orm";
import { LENDER_UNKNOWN } from "@domain/api/admin-users";
import { BORROWER_NOT_FOUND } from "@domain/api/loan-eligibility";
import type { Principal } from "@server/auth/principal";
import type { Executor } from "@server/db/database";
import { anchors, lenders, programmes, users } from "@server/db/schema/index";
import { badRequest, forbidden } from "@server/http/errors";
import { isUuid } from "@server/modules/account/counterparties/counterparty-scope";
import type { LoanPlacement } from "./loan-form";

export const ANCHOR_UNKNOWN = "No anchor has this id";
export const PROGRAMME_UNKNOWN = "No programme has this id";
export const OWN_LENDER_ONLY = "NBFC users can enter loans only for their own lender";

const fieldProblem = (field: string, message: string) => badRequest(message, [{ field, message }]);

async function lenderName(db: Executor, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select({ name: lenders.name }).from(lenders).where(eq(lenders.id, id)).limit(1);
  return row?.name ?? null;
}

async function anchorNamed(db: Executor, id: string): Promise<string | null> {
  const [row] = await db.select({ name: anchors.name }).from(anchors).where(eq(anchors.id, id)).limit(1);
  return row?.name ?? null;
}

/**
 * Why an anchor and programme cannot sit with a lender, in words, or null when they fit: the programme
 * must be the lender's, and an anchor without a programme must have one with the lender.
 */
export async function misfitWithLender(
  db: Executor,
  { anchorId, programmeId }: Pick<LoanPlacement, "anchorId" | "programmeId">,
  lenderId: string,
): Promise<{ field: string; message: string } | null> {
  const name = (await lenderName(db, lenderId)) ?? "this lender";
  if (programmeId) {
    const [programme] = await db
      .select({ name: programmes.name, lenderId: programmes.lenderId })
      .from(programmes)
      .where(eq(programmes.id, programmeId));
    if (programme && programme.lenderId !== lenderId)
      return {
        field: "programmeId",
        message: `Programme ${programme.name} is financed by another lender, not by ${name}`,
      };
    return null;
  }
  if (!anchorId) return null;
  const [shared] = await db
    .select({ id: programmes.id })
    .from(programmes)
    .where(and(eq(programmes.anchorId, anchorId), eq(programmes.lenderId, lenderId)))
    .limit(1);
  if (shared) return null;
  const anchorName = (await anchorNamed(db, anchorId)) ?? "This anchor";
  return { field: "anchorId", message: `${anchorName} has no programme with ${name}` };
}

/**
 * Checks where a new or edited loan sits and completes it: the lender must exist (an NBFC user's own only);
 * the programme and anchor must exist and agree with each other and the lender; the anchor's name is taken
 * from the anchor; the borrower account must be a merchant's. Every refusal says why, on its field.
 */
export async function resolvePlacement(
  db: Executor,
  principal: Principal,
  placement: LoanPlacement,
  lenderField: "lender" | "lenderId",
): Promise<LoanPlacement> {
  if (!(await lenderName(db, placement.lenderId))) throw fieldProblem(lenderField, LENDER_UNKNOWN);
  if (principal.userType === "NBFC" && principal.lenderId !== placement.lenderId)
    throw forbidden(OWN_LENDER_ONLY);
  let { anchorId, anchorName } = placement;
  if (placement.programmeId) {
    const [programme] = await db
      .select({ name: programmes.name, anchorId: programmes.anchorId })
      .from(programmes)
      .where(eq(programmes.id, placement.programmeId));
    if (!programme) throw fieldProblem("programmeId", PROGRAMME_UNKNOWN);
    if (anchorId && anchorId !== programme.anchorId)
      throw fieldProblem("programmeId", `Programme ${programme.name} belongs to another anchor`);
    anchorId = programme.anchorId;
  }
  if (anchorId) {
    anchorName = await anchorNamed(db, anchorId);
    if (!anchorName) throw fieldProblem("anchorId", ANCHOR_UNKNOWN);
  }
  const misfit = await misfitWithLender(
    db,
    { anchorId, programmeId: placement.programmeId },
    placement.lenderId,
  );
  if (misfit) throw fieldProblem(misfit.field, misfit.message);
  if (placement.borrowerUserId) {
    const [borrower] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.id, placement.borrowerUserId), eq(users.kind, "MERCHANT"), eq(users.userType, "USER")),
      );
    if (!borrower) throw fieldProblem("borrowerUserId", BORROWER_NOT_FOUND);
  }
  return { ...placement, anchorId, anchorName };
}
