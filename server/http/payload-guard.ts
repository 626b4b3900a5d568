import type { FastifyRequest } from "fastify";
import { findPayloadProblem } from "@domain/payload/payload-check";
import { badRequest } from "./errors";

const PARTS = ["params", "query", "body"] as const;

/**
 * Refuses (400, naming the field) a request whose params, query or body nest too deeply or carry text the
 * database cannot store, before anything recursive (the deep trim, zod) or SQL sees it.
 */
export function assertProcessablePayload(request: FastifyRequest): void {
  for (const part of PARTS) {
    const problem = findPayloadProblem(request[part], part);
    if (problem) throw badRequest(problem.message, [problem]);
  }
}
