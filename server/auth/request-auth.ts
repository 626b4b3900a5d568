import type { FastifyRequest } from "fastify";
import { unauthorized } from "@server/http/errors";
import type { Principal } from "./principal";
import { scopeOf, type TenancyScope } from "./tenancy";

/** The caller of a non-public route (the access layer has already authenticated it). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

export const tenancyOf = (request: FastifyRequest): TenancyScope => scopeOf(principalOf(request));

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
