import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { TenancyScope } from "@server/auth/tenancy";
import { readDependencies } from "@server/db/data-version";
import { sendAnswer } from "@server/http/send-answer";

type ListRead = {
  /** Names the list in the cache key. */
  name: string;
  /** Tenant-keyed tables the read depends on (their triggers notify per anchor and lender). */
  tables: readonly string[];
  /** Tables joined whole, whose any change moves every reader on. */
  references?: readonly string[];
} & (
  | { read: () => Promise<unknown> }
  /** The answer as JSON text already (a list whose page the database writes as JSON). */
  | { readJson: () => Promise<string> }
);

/**
 * A list answer through the read cache, like the invoice list (docs/invoice-list-performance.md, item 8):
 * filed per tenancy scope and query under the version of the tables it reads.
 */
export async function cachedList(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: TenancyScope,
  list: ListRead,
) {
  const { name, tables, references = [] } = list;
  const answer = await app.readCache(
    `${name} ${JSON.stringify([scope, request.query])}`,
    readDependencies(scope, tables, references),
    async () => ("readJson" in list ? list.readJson() : JSON.stringify(await list.read())),
  );
  return sendAnswer(request, reply, answer);
}
