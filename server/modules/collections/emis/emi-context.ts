import type { FastifyInstance, FastifyRequest } from "fastify";
import { businessDateAt, type BusinessDate } from "@domain/dates/business-date";
import type { Principal } from "@server/auth/principal";
import { principalOf } from "@server/auth/request-auth";
import type { Database } from "@server/db/database";

/** What an EMI command runs with: the database, the instant and the caller. */
export type EmiContext = { db: Database; now: Date; principal: Principal };

export const emiContextOf = (app: FastifyInstance, request: FastifyRequest): EmiContext => ({
  db: app.db,
  now: app.clock(),
  principal: principalOf(request),
});

/** India's business date of the command. */
export const todayOf = (context: Pick<EmiContext, "now">): BusinessDate => businessDateAt(context.now);
