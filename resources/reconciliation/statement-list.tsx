import type { Statement } from "@domain/api/reconciliation";
import { PAGE_SIZE_OPTIONS } from "@domain/constants";
import { type HttpError, useTable } from "@refinedev/core";
import { ExportButton } from "@src/components/list-export/export-button";
import { bindRefineTable } from "@src/components/list-table/bind-refine-table";
import { ListTable } from "@src/components/list-table/list-table";
import listStyles from "@src/components/list-panel/list-panel.module.css";
import { useNavigate } from "react-router";
import { statementShowPath } from "./reconciliation-routes";
import { statementColumns } from "./statement-columns";

/** The uploaded statements, newest first, each with how far its credits are reconciled. */
export function StatementList() {
  const navigate = useNavigate();
  const refineTable = useTable<Statement, HttpError>({
    resource: "reconciliation-statements",
    syncWithLocation: true,
    pagination: { pageSize: PAGE_SIZE_OPTIONS[0] },
  });
  const { data } = bindRefineTable(refineTable);
  return (
    <section className={listStyles.panel} aria-label="Statements">
      <ListTable<Statement>
        tableId="reconciliation-statements"
        label="Statements"
        columns={statementColumns}
        data={data}
        emptyText="No statement uploaded yet"
        onRowClick={(statement) => void navigate(statementShowPath(statement.id))}
        actions={
          <ExportButton
            resource="reconciliation-statements"
            filters={refineTable.filters}
            sorters={refineTable.sorters}
          />
        }
      />
    </section>
  );
}
