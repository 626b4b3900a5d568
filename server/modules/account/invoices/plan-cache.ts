import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { LRUCache } from "lru-cache";
import type { Executor } from "@server/db/database";
import { rawRows } from "@server/db/raw-rows";

const dialect = new PgDialect();

/** How many distinct statements keep a prepared plan, and how many are remembered as seen once. */
const PREPARED = 128;
const SEEN = 2048;

type Statements = {
  seen: LRUCache<string, true>;
  prepared: LRUCache<string, Promise<string>>;
  next: number;
};
const perDatabase = new WeakMap<PGlite, Statements>();

function statementsOf(client: PGlite): Statements {
  let statements = perDatabase.get(client);
  if (!statements) {
    statements = {
      seen: new LRUCache({ max: SEEN }),
      prepared: new LRUCache({
        max: PREPARED,
        // A plan pushed out is deallocated once it is prepared; a failed PREPARE left nothing behind.
        dispose: (name) =>
          void name.then((prepared) => client.exec(`DEALLOCATE ${prepared}`)).catch(() => {}),
      }),
      next: 0,
    };
    perDatabase.set(client, statements);
  }
  return statements;
}

/**
 * The rows of a read, with its plan kept for when the same statement comes again. On PGlite, planning a
 * list statement costs more than running it (the planner weighs every index of `invoices`, and each costs a
 * file-size call), and the embedded database plans on the server's own thread. A statement seen a second
 * time is prepared (`PREPARE`, its values written into its text, so the plan is the one PostgreSQL would
 * choose for those very values) and executed from then on; its data is read afresh every time. PostgreSQL
 * plans on its own cores in a fraction of the time, and with a pool of connections a prepared plan would
 * have to be kept on each: there (and inside a transaction) the statement simply runs.
 */
export async function readRows<Row>(db: Executor, statement: SQL): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return rawRows<Row>(await db.execute(statement));
  const text = dialect.sqlToQuery(statement.inlineParams()).sql;
  const statements = statementsOf(client);
  let prepared = statements.prepared.get(text);
  if (!prepared && statements.seen.has(text)) {
    const name = `invoice_list_${(statements.next += 1)}`;
    prepared = client.exec(`PREPARE ${name} AS ${text}`).then(() => name);
    statements.prepared.set(text, prepared);
    prepared.catch(() => statements.prepared.delete(text));
  }
  statements.seen.set(text, true);
  const name = prepared ? await prepared.catch(() => null) : null;
  return (await client.query<Row>(name ? `EXECUTE ${name}` : text)).rows;
}
