import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyServerOptions } from "fastify";
import type { DestinationStream, LoggerOptions } from "pino";
import { maskText, redactSensitive } from "./redact";

type Level = NonNullable<LoggerOptions["level"]>;

/** Structured JSON logs (pino) with redaction; `stream` lets tests capture every line. */
export function loggerOptions(level: Level, stream?: DestinationStream): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
      censor: "[REDACTED]",
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: maskText(request.url),
        remoteAddress: request.ip,
      }),
    },
    hooks: {
      logMethod(args, method) {
        const cleaned = args.map((arg) => redactSensitive(arg)) as typeof args;
        method.apply(this, cleaned);
      },
    },
  };
}

const REQUEST_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

/** A caller's `x-request-id` is kept when it is sane, so a request can be followed across services. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
