import {
  type BulkResult,
  COLLECTION_BULK_ACTION_LABELS,
  type CollectionBulkAction,
  type CollectionItem,
} from "@domain/api/collections";
import type { PendingOperation } from "@domain/api/pending-operations";
import { formatInr } from "@domain/money/format-inr";
import { listQuery } from "@providers/data-provider/list-query";
import { type CrudFilter, type CrudSort, type HttpError, useCustom } from "@refinedev/core";
import { Button, Input, Modal, Space } from "antd";
import { useState } from "react";
import { BulkResults } from "./bulk-results";
import { useMoneyCall } from "./use-money-call";

type Scope = "selected" | "all";
type Props = { selected: CollectionItem[]; filters: CrudFilter[]; sorters: CrudSort[]; onDone: () => void };

const WHAT: Record<CollectionBulkAction, string> = {
  settle: "Each paid collection is marked completed (matched and allocated).",
  pause: "The open dues of each collection's borrower are paused.",
  cancel:
    "Each posted collection is reversed and the borrower's later ones replayed; this waits for another staff user's approval.",
};

/**
 * The collection manager's bulk actions: Cancel, Pause and Settle over the selected rows or over all rows
 * matching the filter, each confirmed with the count and total, then its per-row results.
 */
export function BulkActions({ selected, filters, sorters, onDone }: Props) {
  const [asked, setAsked] = useState<{ action: CollectionBulkAction; scope: Scope }>();
  const [reason, setReason] = useState("");
  const [results, setResults] = useState<BulkResult["results"]>();
  const [proposed, setProposed] = useState<PendingOperation>();
  const { run, isPending } = useMoneyCall();
  const filter = listQuery({ filters, sorters });
  const summary = useCustom<{ count: number; totalPaise: number }, HttpError>({
    url: "",
    method: "get",
    config: { query: filter },
    meta: { resource: "collections", operation: "summary" },
    queryOptions: { enabled: asked?.scope === "all" },
  });
  const count = asked?.scope === "all" ? (summary.result.data?.count ?? 0) : selected.length;
  const total =
    asked?.scope === "all"
      ? (summary.result.data?.totalPaise ?? 0)
      : selected.reduce((sum, row) => sum + row.amountPaise, 0);

  const confirm = async () => {
    if (!asked) return;
    const body = asked.scope === "all" ? { all: true, filter } : { ids: selected.map((row) => row.id) };
    // The results (or the approval) open in a dialog: that is the answer, not a toast over it.
    const answer = await run<BulkResult | PendingOperation>(
      { operation: asked.action },
      { ...body, ...(reason ? { reason } : {}) },
      null,
    );
    setAsked(undefined);
    setReason("");
    if ("kind" in answer) setProposed(answer);
    else setResults(answer.results);
    onDone();
  };

  const buttons = (scope: Scope) =>
    (Object.keys(COLLECTION_BULK_ACTION_LABELS) as CollectionBulkAction[]).map((action) => (
      <Button
        key={`${scope}-${action}`}
        danger={action === "cancel"}
        disabled={scope === "selected" && selected.length === 0}
        onClick={() => setAsked({ action, scope })}
      >
        {COLLECTION_BULK_ACTION_LABELS[action]}{" "}
        {scope === "selected" ? `selected (${selected.length})` : "all matching"}
      </Button>
    ));

  return (
    <>
      <Space wrap>
        {buttons("selected")}
        {buttons("all")}
      </Space>
      <Modal
        open={asked !== undefined}
        title={
          asked
            ? `${COLLECTION_BULK_ACTION_LABELS[asked.action]} ${count} collection${count === 1 ? "" : "s"} of ${formatInr(total, { currency: true })}?`
            : ""
        }
        okText={asked ? `${COLLECTION_BULK_ACTION_LABELS[asked.action]} ${count}` : "OK"}
        okButtonProps={{
          danger: asked?.action === "cancel",
          disabled: count === 0,
          loading: isPending || summary.query.isFetching,
        }}
        onOk={() => void confirm()}
        onCancel={() => setAsked(undefined)}
      >
        {asked ? <p>{WHAT[asked.action]}</p> : null}
        <Input.TextArea
          aria-label="Reason"
          placeholder="Reason (optional)"
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
      <Modal
        open={results !== undefined}
        title="Results"
        footer={null}
        width={720}
        onCancel={() => setResults(undefined)}
      >
        {results ? <BulkResults results={results} /> : null}
      </Modal>
      <Modal
        open={proposed !== undefined}
        title="Waiting for approval"
        footer={null}
        onCancel={() => setProposed(undefined)}
      >
        {proposed ? <p>{proposed.preview.summary}. Another staff user approves it under Approvals.</p> : null}
      </Modal>
    </>
  );
}
