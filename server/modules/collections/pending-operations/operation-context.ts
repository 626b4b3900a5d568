import type { FastifyInstance, FastifyRequest } from "fastify";
import type { BulkRowResult } from "@domain/api/collections";
import type { OperationPreview } from "@domain/api/pending-operations";
import { businessDateAt, type BusinessDate } from "@domain/dates/business-date";
import type { Principal } from "@server/auth/principal";
import { principalOf } from "@server/auth/request-auth";
import type { Database, Executor } from "@server/db/database";

/** What a money command runs with: the database, the instant and the caller (the proposer or the approver). */
export type MoneyContext = { db: Database; now: Date; principal: Principal };

export const moneyContextOf = (app: FastifyInstance, request: FastifyRequest): MoneyContext => ({
  db: app.db,
  now: app.clock(),
  principal: principalOf(request),
});

export const todayOf = (context: Pick<MoneyContext, "now">): BusinessDate => businessDateAt(context.now);

/** What an approved operation did: the receipts it posted and, for a bulk action, one result per row. */
export type OperationOutcome = { receiptIds: string[]; results?: BulkRowResult[] };

/** Which operation, who proposed and who approved, for the receipts and lines an approved operation writes. */
export type Approval = { operationId: string; proposedBy: string; approvedBy: string };

/**
 * One money command that waits for a second staff user: its preview (what the proposer and the approver
 * see) and what it does once approved, inside the approval's transaction. `utrOf` names the UTR it records.
 */
export type MoneyOperation<I> = {
  preview: (db: Executor, input: I, context: MoneyContext) => Promise<OperationPreview>;
  execute: (tx: Executor, input: I, context: MoneyContext, approval: Approval) => Promise<OperationOutcome>;
  utrOf?: (input: I) => string | null;
  /** Runs once the approval has committed (work too long for the approval's transaction). */
  afterApproval?: (context: MoneyContext, input: I) => void;
  /** Runs in the rejection's transaction. */
  onReject?: (tx: Executor, input: I, context: MoneyContext) => Promise<void>;
};
