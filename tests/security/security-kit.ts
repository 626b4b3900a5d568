import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Identity } from "@domain/api/auth";
import { sql } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { rawRows } from "@server/db/raw-rows";
import { DEMO_LEADS } from "@server/db/seed/demo-leads";
import { SERVICE_PREFIXES, underPrefix } from "@server/http/prefixes";
import { routesOf, type InventoriedRoute } from "@server/test-support/route-inventory";
import { seededApp } from "@server/test-support/seeded-app";
import { ACCOUNTS, type AccountKey } from "./accounts";
import { ID_TABLE_NAMES, type SeededIds } from "./fuzz-field-values";

export type Request = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer | object;
};

/**
 * The security suite's seeded app: its service routes (from the route inventory), the demo accounts'
 * principals and tokens, and sample path parameters taken from the demo data.
 */
export function securityKit() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ll-security-"));
  const suite = seededApp({ config: { dataDir } });
  const principals = new Map<AccountKey, Identity>();

  const headersOf = async (account: AccountKey) => suite.as(ACCOUNTS[account]);

  async function principal(account: AccountKey): Promise<Identity> {
    const known = principals.get(account);
    if (known) return known;
    const response = await suite.app.inject({ url: "/auth/me", headers: await headersOf(account) });
    if (response.statusCode !== 200) throw new Error(`/auth/me as ${account}: ${response.body}`);
    const identity = response.json<{ payload: Identity }>().payload;
    principals.set(account, identity);
    return identity;
  }

  /** A seeded record for each resource a path parameter can name, so a request reaches past the lookup. */
  async function sampleParam(url: string, name: string, account: AccountKey | null): Promise<string> {
    const segments = url.split("/");
    const before = segments[segments.indexOf(`:${name}`) - 1];
    if (before === "users") return account ? (await principal(account)).id : randomUUID();
    if (before === "invoices") return firstId("invoices", "invoice_number");
    if (before === "userProfile") return DEMO_LEADS[0]!.id;
    if (before === "pincode") return "411001";
    if (before === "preferences") return "table.invoices.columns";
    return randomUUID();
  }

  async function firstId(table: string, orderBy: string): Promise<string> {
    const rows = rawRows<{ id: string }>(
      await suite.database.db.execute(sql.raw(`select id from ${table} order by ${orderBy} limit 1`)),
    );
    return rows[0]?.id ?? randomUUID();
  }

  /** A few seeded ids of every table a body's id field can name. */
  async function seededIds(): Promise<SeededIds> {
    const entries = await Promise.all(
      ID_TABLE_NAMES.map(async (table) => {
        const result = await suite.database.db.execute(
          sql.raw(`select id from ${table} order by id limit 3`),
        );
        return [table, rawRows<{ id: string }>(result).map((row) => row.id)] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  /** Whether the account's session still answers (a fuzzed sign-out or password change ends it). */
  async function sessionAlive(account: AccountKey): Promise<boolean> {
    const response = await suite.app.inject({ url: "/auth/me", headers: await headersOf(account) });
    return response.statusCode === 200;
  }

  return Object.assign(suite, {
    dataDir,
    headersOf,
    sessionAlive,
    renewSession: (account: AccountKey) => suite.renew(ACCOUNTS[account]),
    principal,
    seededIds,
    /** The routes under the service prefixes (what `config.access` must cover), HEAD aside. */
    serviceRoutes: (): InventoriedRoute[] =>
      routesOf(suite.app).filter((route) => underPrefix(route.url, SERVICE_PREFIXES)),
    /** The route's URL with every `:param` filled with a sample value for the caller. */
    async urlFor(route: InventoriedRoute, account: AccountKey | null): Promise<string> {
      let url = route.url;
      for (const [, name] of route.url.matchAll(/:([A-Za-z_]+)/g)) {
        url = url.replace(`:${name}`, encodeURIComponent(await sampleParam(route.url, name!, account)));
      }
      return url;
    },
    send: (request: Request): Promise<LightMyRequestResponse> => suite.app.inject(request as InjectOptions),
  });
}

export type SecurityKit = ReturnType<typeof securityKit>;

export const isSuccess = (response: LightMyRequestResponse) =>
  response.statusCode >= 200 && response.statusCode < 300;

export const describeCall = (request: Request, response: LightMyRequestResponse) =>
  `${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
