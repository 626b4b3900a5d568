import type { LineState, StatementLine } from "@domain/api/reconciliation";
import { PAGE_SIZE_OPTIONS } from "@domain/constants";
import { type CrudFilter, type HttpError, useTable } from "@refinedev/core";
import { ExportButton } from "@src/components/list-export/export-button";
import { bindRefineTable } from "@src/components/list-table/bind-refine-table";
import { ListTable } from "@src/components/list-table/list-table";
import listStyles from "@src/components/list-panel/list-panel.module.css";
import { Button, Modal } from "antd";
import { type ReactNode, useMemo, useState } from "react";
import { lineColumns } from "./line-columns";
import { MatchDialog } from "./match-dialog";
import { ReturnForm } from "./return-form";

/**
 * Statement lines (`GET /account/reconciliation/lines`): one statement's in file order, or the suspense queue
 * of every statement; a credit in suspense opens the match dialog, a matched one can be unmatched.
 */
export function LineList({
  statementId,
  state,
  label,
  toolbar,
}: {
  statementId?: string;
  state?: LineState;
  label: string;
  toolbar?: ReactNode;
}) {
  const permanent = useMemo<CrudFilter[]>(
    () => [
      ...(statementId ? [{ field: "statementId", operator: "eq" as const, value: statementId }] : []),
      ...(state ? [{ field: "state", operator: "eq" as const, value: state }] : []),
    ],
    [statementId, state],
  );
  const refineTable = useTable<StatementLine, HttpError>({
    resource: "reconciliation-lines",
    syncWithLocation: false,
    pagination: { pageSize: PAGE_SIZE_OPTIONS[2] },
    filters: { permanent },
  });
  const { data } = bindRefineTable(refineTable);
  const [matching, setMatching] = useState<StatementLine | null>(null);
  const [unmatching, setUnmatching] = useState<StatementLine | null>(null);
  return (
    <section className={listStyles.panel} aria-label={label}>
      <ListTable<StatementLine>
        tableId={statementId ? "reconciliation-lines" : "reconciliation-suspense"}
        label={label}
        columns={lineColumns(!statementId)}
        data={data}
        emptyText={state === "SUSPENSE" ? "No credit is waiting in suspense" : "No lines"}
        toolbar={toolbar}
        actions={
          <ExportButton
            resource="reconciliation-lines"
            filters={refineTable.filters}
            sorters={refineTable.sorters}
          />
        }
        rowActions={{
          title: "Actions",
          width: 140,
          render: (line) =>
            line.state === "SUSPENSE" ? (
              <Button size="small" type="primary" onClick={() => setMatching(line)}>
                Match or return
              </Button>
            ) : line.state === "MATCHED" ? (
              <Button size="small" onClick={() => setUnmatching(line)}>
                Unmatch
              </Button>
            ) : null,
        }}
      />
      <MatchDialog line={matching} onClose={() => setMatching(null)} />
      <Modal
        title="Undo this match"
        open={unmatching !== null}
        footer={null}
        onCancel={() => setUnmatching(null)}
        destroyOnHidden
      >
        {unmatching ? (
          <ReturnForm line={unmatching} action="unmatch" onDone={() => setUnmatching(null)} />
        ) : null}
      </Modal>
    </section>
  );
}
