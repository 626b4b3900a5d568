import type { WorkflowOption } from "@domain/api/workflows";
import { asc, eq, sql } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { workflows } from "@server/db/schema/index";
import { nameContains } from "../../clients/client-search";

const SEARCH_LIMIT = 20;

/** Up to 20 workflows whose name contains `query` (all of them for an empty one), by name. */
export async function searchWorkflows(db: Executor, query: string): Promise<WorkflowOption[]> {
  const rows = await db
    .select({ id: workflows.id, name: workflows.name })
    .from(workflows)
    .where(query ? nameContains(workflows.name, query) : undefined)
    .orderBy(asc(sql`lower(${workflows.name})`), asc(workflows.id))
    .limit(SEARCH_LIMIT);
  return rows.map((row) => ({ value: row.id, label: row.name }));
}

/** Whether a workflow has this id. */
export async function workflowExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: workflows.id }).from(workflows).where(eq(workflows.id, id)).limit(1);
  return row !== undefined;
}
