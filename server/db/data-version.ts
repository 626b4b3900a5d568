import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { TenancyScope } from "@server/auth/tenancy";
import type { DatabaseHandle } from "./client";

/**
 * The channel the data-change triggers notify (migrations 0004 and 0007). Payload: `<table>` when any row of
 * the table may have changed (anchors, lenders, a TRUNCATE), or `<table> <anchor_id> <lender_id>
 * <merchant_user_id or ->` for changed rows of a tenant-keyed table (invoices, invoice_counts).
 */
export const DATA_CHANGED_CHANNEL = "ledgerline_data_changed";

/**
 * What a cached read depends on: a table (`invoices`: any change to it) or one tenant's rows of a table
 * (`invoices anchor <id>`). See `readDependencies`.
 */
export type Dependency = string;

/**
 * Versions of the data, per dependency, that change whenever a watched table changes (any writer: this
 * process, another instance, psql). `current(dependencies)` grows whenever any of them changes and never
 * goes back; it is null while changes cannot be observed, and then nothing may be served from a cache.
 */
export type DataVersion = {
  current(dependencies: readonly Dependency[]): number | null;
  /**
   * Resolves once every change committed before the call moved the versions: a write answered after it is
   * seen by the writer's next read (notifications reach the listener asynchronously, in commit order).
   */
  settled(): Promise<void>;
  stop(): Promise<void>;
};

/** Never trustworthy: caches stay off (tests that do not watch, tools). */
export const UNWATCHED: DataVersion = { current: () => null, settled: async () => {}, stop: async () => {} };

const RETRY_MS = 5_000;
/** How long `settled` waits for its own notification before giving up on every cached read instead. */
const SETTLE_TIMEOUT_MS = 2_000;
const EVERY_ROW = "*";
/** Payload prefix of `settled`'s own notifications; they change nothing. */
const BARRIER = "barrier ";

/**
 * The dependencies of a read of `tables` (tenant-keyed: anchor_id, lender_id, merchant_user_id) within a
 * tenancy scope, plus whole `references` tables (small ones joined in). A platform read depends on the whole
 * tables; an anchor's, lender's or merchant's read only on rows under its own key, which are the only rows
 * its queries can see (`invoiceScopeCondition`).
 */
export function readDependencies(
  scope: TenancyScope,
  tables: readonly string[],
  references: readonly string[] = [],
): Dependency[] {
  const tenant =
    scope.level === "platform"
      ? null
      : scope.level === "lender"
        ? `lender ${scope.lenderId}`
        : scope.level === "anchor"
          ? `anchor ${scope.anchorId}`
          : `merchant ${scope.userId}`;
  return [...tables.map((table) => (tenant ? `${table} ${tenant}` : table)), ...references];
}

/** The dependencies one notification moves on. */
function changedBy(payload: string): Dependency[] {
  const [table = "", anchorId, lenderId, merchantUserId] = payload.split(" ");
  if (anchorId === undefined || lenderId === undefined) return [table, `${table} ${EVERY_ROW}`];
  const merchant = merchantUserId && merchantUserId !== "-" ? [`${table} merchant ${merchantUserId}`] : [];
  return [table, `${table} anchor ${anchorId}`, `${table} lender ${lenderId}`, ...merchant];
}

/** Watches the channel through LISTEN; a lost listener is re-established every few seconds. */
export async function watchDataVersion(
  database: Pick<DatabaseHandle, "listen"> & { db: { execute(query: SQL): PromiseLike<unknown> } },
  onLost: (error?: unknown) => void = () => {},
): Promise<DataVersion> {
  const counters = new Map<Dependency, number>();
  const counter = (dependency: Dependency) => counters.get(dependency) ?? 0;
  let generation = 0;
  let watching = false;
  let stopped = false;
  let unlisten: (() => Promise<void>) | null = null;
  let retry: NodeJS.Timeout | null = null;
  const barriers = new Map<string, () => void>();

  const start = async (): Promise<void> => {
    try {
      unlisten = await database.listen(
        DATA_CHANGED_CHANNEL,
        (payload) => {
          if (payload.startsWith(BARRIER)) {
            barriers.get(payload)?.();
            return;
          }
          for (const dependency of changedBy(payload)) counters.set(dependency, counter(dependency) + 1);
        },
        () => lose(),
      );
      // Whatever changed while nobody listened is unknown: every dependency starts a new version.
      generation += 1;
      watching = true;
    } catch (error) {
      lose(error);
    }
  };
  const lose = (error?: unknown) => {
    watching = false;
    onLost(error);
    if (stopped || retry) return;
    const stale = unlisten;
    unlisten = null;
    void stale?.().catch(() => {});
    retry = setTimeout(() => {
      retry = null;
      if (!stopped) void start();
    }, RETRY_MS);
    retry.unref();
  };

  // A sum of counters that only grow: it changes whenever one of them does, and never returns to a past value.
  const current = (dependencies: readonly Dependency[]): number | null => {
    if (!watching) return null;
    let sum = generation;
    for (const dependency of dependencies) {
      sum += counter(dependency);
      const space = dependency.indexOf(" ");
      if (space > 0) sum += counter(`${dependency.slice(0, space)} ${EVERY_ROW}`);
    }
    return sum;
  };

  const settled = async (): Promise<void> => {
    if (!watching) return;
    const token = `${BARRIER}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const seen = new Promise<boolean>((resolve) => {
      barriers.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS);
    });
    try {
      await database.db.execute(sql`select pg_notify(${DATA_CHANGED_CHANNEL}, ${token})`);
      // Unsure what was seen: every dependency starts a new version rather than risk a stale read.
      if (!(await seen)) generation += 1;
    } catch {
      generation += 1;
    } finally {
      clearTimeout(timer);
      barriers.delete(token);
    }
  };

  await start();
  return {
    current,
    settled,
    stop: async () => {
      stopped = true;
      watching = false;
      if (retry) clearTimeout(retry);
      await unlisten?.();
    },
  };
}
