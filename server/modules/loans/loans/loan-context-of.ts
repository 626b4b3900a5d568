import type { FastifyInstance, FastifyRequest } from "fastify";
import { principalOf } from "@server/auth/request-auth";
import type { LoanContext } from "./loan-context";

/** The context of a loan command from its request: the app's clock and configured KFS holidays. */
export const loanContextOf = (app: FastifyInstance, request: FastifyRequest): LoanContext => ({
  db: app.db,
  now: app.clock(),
  principal: principalOf(request),
  holidays: app.config.kfsHolidays ?? [],
});
