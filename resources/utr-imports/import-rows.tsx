import { UTR_ROW_STATES, type UtrImportRow, type UtrRowState } from "@domain/api/utr-imports";
import { PAGE_SIZE_OPTIONS } from "@domain/constants";
import { type GetListResponse, getDefaultFilter, type HttpError, useTable } from "@refinedev/core";
import listStyles from "@src/components/list-panel/list-panel.module.css";
import { bindRefineTable } from "@src/components/list-table/bind-refine-table";
import { ListTable } from "@src/components/list-table/list-table";
import { Segmented } from "antd";
import { type ImportRow as Row, utrImportRowColumns } from "./row-columns";
import { ROW_STATE_LABELS } from "./utr-import-labels";

type StateChoice = UtrRowState | "ALL";

const STATE_OPTIONS = [
  { value: "ALL" as StateChoice, label: "All rows" },
  ...UTR_ROW_STATES.map((value) => ({ value: value as StateChoice, label: ROW_STATE_LABELS[value] })),
];

/** A row is one line of the file: its line number names it in the table. */
const withIds = (answer: GetListResponse<UtrImportRow>): GetListResponse<Row> => ({
  ...answer,
  data: answer.data.map((row) => ({ ...row, id: String(row.rowNumber) })),
});

/**
 * One import's rows in file order with the state filter (its page and filter in the URL); read again every
 * second while the import is being applied, so rows turn Applied as their batches commit.
 */
export function ImportRows({ importId, polling }: { importId: string; polling: boolean }) {
  const refineTable = useTable<UtrImportRow, HttpError, Row>({
    resource: "utr-import-rows",
    syncWithLocation: true,
    pagination: { pageSize: PAGE_SIZE_OPTIONS[2] },
    meta: { id: importId },
    queryOptions: {
      select: withIds,
      placeholderData: (previous) => previous,
      refetchInterval: polling ? 1000 : false,
    },
  });
  const { tableQuery, result, filters, setFilters } = refineTable;
  const { data } = bindRefineTable(refineTable);
  const state = (getDefaultFilter("state", filters, "eq") as UtrRowState | undefined) ?? "ALL";
  return (
    <section className={listStyles.panel} aria-labelledby="utr-import-rows-heading">
      <ListTable<Row>
        tableId="utr-import-rows"
        label="Rows"
        columns={utrImportRowColumns}
        data={data}
        emptyText={state === "ALL" ? "The file has no rows" : "No row is in this state"}
        toolbar={
          <>
            <div className={listStyles.heading}>
              <h2 id="utr-import-rows-heading" className={listStyles.title}>
                Rows
              </h2>
              <span className={listStyles.count}>
                {tableQuery.isSuccess ? `${result.total} ${result.total === 1 ? "row" : "rows"}` : ""}
              </span>
            </div>
            <Segmented<StateChoice>
              aria-label="Rows to show"
              value={state}
              options={STATE_OPTIONS}
              onChange={(next) =>
                setFilters(
                  [{ field: "state", operator: "eq", value: next === "ALL" ? undefined : next }],
                  "merge",
                )
              }
            />
          </>
        }
      />
    </section>
  );
}
