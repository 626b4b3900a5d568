import { and, eq } from "drizzle-orm";
import type { WalletStatus } from "@domain/enums/statuses";
import { walletStatusSchema, type WalletStatusValues } from "@domain/schemas/payment-operations";
import { recordAudit } from "@server/audit/audit-log";
import { users } from "@server/db/schema/users";
import { conflict } from "@server/http/errors";
import { z } from "zod";
import { recordPreview, type UtilityContext, type UtilityOperation } from "./utility-operation";

export const WALLET_ENTITY = "user";
export const walletAlready = (status: WalletStatus) => `The wallet is already ${status}`;

/**
 * The wallet status the user's own records give: a wallet is Active once the merchant's onboarding is
 * complete (ACTIVE), In-Active before. syncWallet re-reads it; updateWallet overrides it until the next sync.
 */
export const derivedWalletStatus = (user: UtilityContext["user"]): WalletStatus =>
  user.onboardingStatus === "ACTIVE" ? "Active" : "In-Active";

const walletPreview = (context: UtilityContext, to: WalletStatus, why: string) => {
  const from = context.user.walletStatus as WalletStatus;
  if (from === to) throw conflict(walletAlready(to));
  return recordPreview(
    `Wallet of ${context.user.name}: ${from} → ${to}${why}`,
    { label: `Wallet ${from} → ${to}`, reference: context.user.name },
    context.user.name,
  );
};

/** Sets the user's wallet status at the status the preview showed (409 if it changed since), audited. */
async function setWalletStatus(context: UtilityContext, to: WalletStatus) {
  await context.app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ walletStatus: to, updatedAt: context.now })
      .where(and(eq(users.id, context.user.id), eq(users.walletStatus, context.user.walletStatus)))
      .returning({ id: users.id });
    if (!updated) throw conflict(walletAlready(to));
    await recordAudit(tx, {
      actorId: context.principal.id,
      action: "walletStatus",
      entity: WALLET_ENTITY,
      entityId: context.user.id,
      before: { walletStatus: context.user.walletStatus },
      after: { walletStatus: to },
      at: context.now,
    });
  });
}

/** updateWallet: the wallet status form (userWalletStatus). */
export const updateWalletOperation: UtilityOperation<WalletStatusValues> = {
  schema: walletStatusSchema,
  preview: async (context, input) => walletPreview(context, input.userWalletStatus, ""),
  run: (context, input) => setWalletStatus(context, input.userWalletStatus),
};

/** syncWallet: no form; the status is re-read from the user's onboarding. */
export const syncWalletOperation: UtilityOperation<object> = {
  schema: z.object({}),
  preview: async (context) =>
    walletPreview(
      context,
      derivedWalletStatus(context.user),
      ` (onboarding ${context.user.onboardingStatus ?? "not started"})`,
    ),
  run: (context) => setWalletStatus(context, derivedWalletStatus(context.user)),
};
