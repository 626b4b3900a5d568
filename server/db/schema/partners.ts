import { sql } from "drizzle-orm";
import { index, numeric, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { anchorCounterpartyColumns, recordStampColumns } from "./shared-columns";

/** An anchor's partner (spec section 3, partner create), paid with TDS deducted. */
export const partners = pgTable(
  "partners",
  {
    ...anchorCounterpartyColumns(),
    /** One of the partner create TDS options, in percent. */
    tdsPercent: numeric("tds_percent", { precision: 6, scale: 2, mode: "number" }).notNull(),
    ...recordStampColumns(),
  },
  (table) => [
    uniqueIndex("partners_anchor_gstin_unique").on(table.anchorId, table.gstin),
    index("partners_anchor_name_idx").on(table.anchorId, sql`lower(${table.name})`),
  ],
);
