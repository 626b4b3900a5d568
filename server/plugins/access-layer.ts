import type { FastifyInstance } from "fastify";
import { bearerToken } from "@server/auth/request-auth";
import { isAllowed } from "@server/auth/policy";
import { isSessionLive } from "@server/auth/session-revocation";
import { forbidden, unauthorized } from "@server/http/errors";
import { SERVICE_PREFIXES, underPrefix } from "@server/http/prefixes";

/**
 * The one authorization layer: every service route declares `config.access` (checked when the route is
 * added), and every request to it is authenticated and checked before its body is even parsed.
 */
export function registerAccessLayer(app: FastifyInstance): void {
  app.decorateRequest("principal", null);

  app.addHook("onRoute", (route) => {
    if (route.method === "HEAD" || !underPrefix(route.url, SERVICE_PREFIXES)) return;
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`);
    }
    // Public routes need no bearer token in the API reference either.
    if (route.config.access === "public" && route.schema) route.schema.security ??= [];
  });

  app.addHook("onRequest", async (request) => {
    const policy = request.routeOptions.config.access;
    if (!policy || policy === "public") return;
    const token = bearerToken(request);
    if (!token) throw unauthorized("Access token is missing");
    const verified = await app.accessTokens.verify(token);
    if (!verified || !(await isSessionLive(app.db, verified))) {
      throw unauthorized("Access token is invalid or expired");
    }
    request.principal = verified.principal;
    if (!isAllowed(policy, verified.principal)) throw forbidden();
  });
}
