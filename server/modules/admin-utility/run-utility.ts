import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  notTheUsers,
  UTILITY_USER_NOT_FOUND,
  type UtilityPreview,
  type UtilityRun,
  type utilityRequestSchema,
} from "@domain/api/admin-utility";
import { meetsRule, UTILITY_RULES } from "@domain/access/staff-rules";
import { ADMIN_OPERATION_LABELS } from "@domain/enums/users";
import { recordAudit } from "@server/audit/audit-log";
import type { Principal } from "@server/auth/principal";
import { adminOperations } from "@server/db/schema/admin-operations";
import { users } from "@server/db/schema/users";
import { ApiProblem, badRequest, forbidden, notFound, VALIDATION_FAILED } from "@server/http/errors";
import { MONEY_OPERATIONS } from "@server/modules/collections/pending-operations/operation-registry";
import { proposeOperation } from "@server/modules/collections/pending-operations/propose-operation";
import type { z } from "zod";
import { readUtilityRun } from "./utility-history";
import { operationOf } from "./operations";
import type { UtilityContext } from "./utility-operation";

type UtilityRequest = z.output<typeof utilityRequestSchema>;

export const ADMIN_OPERATION_ENTITY = "admin_operation";
export const mayNotRun = (operation: UtilityRequest["operation"]) =>
  `Your role cannot run ${ADMIN_OPERATION_LABELS[operation]}`;

/** The caller's rule for the operation (403), the merchant user it acts on (404), and its validated form (400). */
async function prepare(app: FastifyInstance, principal: Principal, request: UtilityRequest) {
  if (!meetsRule(UTILITY_RULES[request.operation], principal)) throw forbidden(mayNotRun(request.operation));
  const [user] = await app.db
    .select({
      id: users.id,
      name: users.name,
      walletStatus: users.walletStatus,
      onboardingStatus: users.onboardingStatus,
    })
    .from(users)
    .where(and(eq(users.id, request.userId), eq(users.kind, "MERCHANT")));
  if (!user) throw notFound(UTILITY_USER_NOT_FOUND);
  const context: UtilityContext = { app, principal, now: app.clock(), user };
  return { context, operation: operationOf(request.operation) };
}

/** The form's values by the operation's own schema (the resource endpoint's), or 400 naming each bad field. */
function valuesOf(operation: ReturnType<typeof operationOf>, input: Record<string, unknown>) {
  const parsed = operation.schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw badRequest(
    VALIDATION_FAILED,
    parsed.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })),
  );
}

/** 400 on the form's field when the record it names is another user's. */
async function assertOwned(
  operation: ReturnType<typeof operationOf>,
  context: UtilityContext,
  values: Record<string, unknown>,
) {
  if (!operation.owner) return;
  const owner = await operation.owner.ownerOf(context.app.db, values);
  if (owner !== undefined && owner !== context.user.id)
    throw badRequest(VALIDATION_FAILED, [
      { field: operation.owner.field, message: notTheUsers(operation.owner.label) },
    ]);
}

const moneyContextOf = (context: UtilityContext) => ({
  db: context.app.db,
  now: context.now,
  principal: context.principal,
});

/** What the operation will change, without changing anything: the same preview its approver would see. */
export async function previewUtility(
  app: FastifyInstance,
  principal: Principal,
  request: UtilityRequest,
): Promise<UtilityPreview> {
  const { context, operation } = await prepare(app, principal, request);
  const values = valuesOf(operation, request.input);
  await assertOwned(operation, context, values);
  if ("approval" in operation) {
    const money = MONEY_OPERATIONS[
      operation.approval
    ] as unknown as (typeof MONEY_OPERATIONS)["MANUAL_PAYMENT"];
    return {
      preview: await money.preview(app.db, values as never, moneyContextOf(context)),
      needsApproval: true,
    };
  }
  return { preview: await operation.preview(context, values), needsApproval: false };
}

/**
 * Runs the operation: a money operation (or a loan's close) is proposed for a second staff user, the others
 * run the resource screen's command now. Each run, a refused one too, is kept in the history and audited.
 */
export async function runUtility(
  app: FastifyInstance,
  principal: Principal,
  request: UtilityRequest,
): Promise<UtilityRun> {
  const { context, operation } = await prepare(app, principal, request);
  const record = async (
    outcome: UtilityRun["outcome"],
    message: string,
    pendingOperationId: string | null,
  ) => {
    const id = randomUUID();
    await app.db.transaction(async (tx) => {
      await tx.insert(adminOperations).values({
        id,
        operation: request.operation,
        userId: context.user.id,
        input: request.input,
        outcome,
        message,
        pendingOperationId,
        runBy: principal.id,
        runAt: context.now,
      });
      await recordAudit(tx, {
        actorId: principal.id,
        action: `${request.operation}.${outcome.toLowerCase()}`,
        entity: ADMIN_OPERATION_ENTITY,
        entityId: id,
        after: { userId: context.user.id, message, pendingOperationId },
        at: context.now,
      });
    });
    return readUtilityRun(app.db, id);
  };
  try {
    const values = valuesOf(operation, request.input);
    await assertOwned(operation, context, values);
    if ("approval" in operation) {
      const proposal = await proposeOperation(moneyContextOf(context), operation.approval, values);
      return await record("PROPOSED", proposal.preview.summary, proposal.id);
    }
    const { summary } = await operation.preview(context, values);
    await operation.run(context, values);
    return await record("DONE", summary, null);
  } catch (error) {
    if (error instanceof ApiProblem && error.statusCode < 500) {
      const details = (error.errors ?? []).map((field) => field.message);
      await record("REFUSED", details.length > 0 ? details.join("; ") : error.message, null);
    }
    throw error;
  }
}
