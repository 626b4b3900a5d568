import type { FastifyReply, FastifyRequest } from "fastify";
import { type CachedAnswer, gzippedOf } from "./read-cache";

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");

/** Sends a cached JSON answer, gzipped when the client accepts it and the answer is worth compressing. */
export async function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
  const gzipped = acceptsGzip(request) ? gzippedOf(answer) : undefined;
  if (!gzipped) return reply.send(answer.json as never);
  return reply.header("content-encoding", "gzip").send((await gzipped) as never);
}
