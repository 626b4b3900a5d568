import type { FastifyInstance } from "fastify";
import type { PendingOperationKind, OperationPreview } from "@domain/api/pending-operations";
import type { Principal } from "@server/auth/principal";
import type { Executor } from "@server/db/database";
import type { ZodType } from "zod";

/** Who runs an operation, on which merchant user, and when. */
export type UtilityContext = {
  app: FastifyInstance;
  principal: Principal;
  now: Date;
  user: { id: string; name: string; walletStatus: string; onboardingStatus: string | null };
};

/**
 * The record an operation's form names, for the check that it is the selected user's: the field and label the
 * refusal names, and its owner (undefined when no record matches: the command then answers its own 404).
 */
export type OwnerCheck<I> = {
  field: string;
  label: string;
  ownerOf: (db: Executor, input: I) => Promise<string | null | undefined>;
};

type Common<I> = { schema: ZodType<I>; owner?: OwnerCheck<I> };

/**
 * One `/admin/utility` operation: its form's schema (the resource endpoint's), and either the maker-checker
 * kind its proposal is filed under (preview and execution are that money operation's), or its own preview and
 * the resource screen's command it runs at once.
 */
export type UtilityOperation<I = never> =
  | (Common<I> & { approval: PendingOperationKind })
  | (Common<I> & {
      preview: (context: UtilityContext, input: I) => Promise<OperationPreview>;
      run: (context: UtilityContext, input: I) => Promise<void>;
    });

/** A preview of a command that moves no money: one record and what happens to it. */
export const recordPreview = (
  summary: string,
  line: { label: string; reference: string; amountPaise?: number },
  borrowerName: string | null,
): OperationPreview => ({
  summary,
  totalPaise: 0,
  borrowerName,
  utr: null,
  lines: [{ amountPaise: 0, ...line }],
  unappliedPaise: 0,
});
