import type { DatabaseHandle } from "./client";

/**
 * The channel the `*_data_changed` triggers notify (migration 0004: invoices, invoice_counts, anchors,
 * lenders, the tables cached reads depend on), with the changed table's name as payload.
 */
export const DATA_CHANGED_CHANNEL = "ledgerline_data_changed";

/**
 * A number that changes whenever a watched table changes (any writer: this process, another instance,
 * psql). `current()` is null while changes cannot be observed, and then nothing may be served from a cache.
 */
export type DataVersion = { current(): number | null; stop(): Promise<void> };

/** Never trustworthy: caches stay off (tests that do not watch, tools). */
export const UNWATCHED: DataVersion = { current: () => null, stop: async () => {} };

const RETRY_MS = 5_000;

/** Watches the channel through LISTEN; a lost listener is re-established every few seconds. */
export async function watchDataVersion(
  database: Pick<DatabaseHandle, "listen">,
  onLost: (error?: unknown) => void = () => {},
): Promise<DataVersion> {
  let version = 0;
  let watching = false;
  let stopped = false;
  let unlisten: (() => Promise<void>) | null = null;
  let retry: NodeJS.Timeout | null = null;

  const start = async (): Promise<void> => {
    try {
      unlisten = await database.listen(
        DATA_CHANGED_CHANNEL,
        () => {
          version += 1;
        },
        () => lose(),
      );
      // Whatever changed while nobody listened is unknown: start a new version.
      version += 1;
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

  await start();
  return {
    current: () => (watching ? version : null),
    stop: async () => {
      stopped = true;
      watching = false;
      if (retry) clearTimeout(retry);
      await unlisten?.();
    },
  };
}
