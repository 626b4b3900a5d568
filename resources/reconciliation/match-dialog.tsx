import type { MatchCandidate, StatementLine } from "@domain/api/reconciliation";
import { formatInr } from "@domain/money/format-inr";
import { safeParseRupees } from "@domain/money/parse-rupees";
import { type HttpError, useCustom } from "@refinedev/core";
import { DateText } from "@src/components/date-text";
import { DebouncedSearchInput } from "@src/components/debounced-search-input";
import { InrAmount } from "@src/components/inr-amount";
import { keepPreviousData } from "@tanstack/react-query";
import { Button, Input, Modal, Table, Tabs } from "antd";
import { useState } from "react";
import styles from "./reconciliation.module.css";
import { ReturnForm } from "./return-form";
import { useLineAction } from "./use-line-action";

const rupees = (paise: number) => (paise / 100).toFixed(2);
const paiseOf = (text: string | undefined) => {
  const parsed = safeParseRupees(text ?? "");
  return parsed.valid ? parsed.value : 0;
};

/** The dues and receipts to pick from: the search's, else those of the credit's amount, best fit first. */
function useCandidates(line: StatementLine, search: string) {
  const { result, query } = useCustom<MatchCandidate[], HttpError>({
    url: "",
    method: "get",
    config: { query: { lineId: line.id, ...(search ? { search } : {}) } },
    meta: { resource: "reconciliation-lines", operation: "candidates" },
    // The rows picked stay in view while a new search loads.
    queryOptions: { placeholderData: keepPreviousData },
  });
  return { candidates: query.data ? result.data : [], loading: query.isFetching };
}

/** Picks dues and receipts for a credit, splitting its amount across them; the amounts must add up to it. */
function MatchPanel({ line, onDone }: { line: StatementLine; onDone: () => void }) {
  const [search, setSearch] = useState("");
  const [amounts, setAmounts] = useState<Record<string, { candidate: MatchCandidate; amount: string }>>({});
  const { candidates, loading } = useCandidates(line, search);
  const { run, isPending } = useLineAction();
  const picked = Object.values(amounts);
  const sum = picked.reduce((total, leg) => total + paiseOf(leg.amount), 0);
  const pick = (candidate: MatchCandidate, on: boolean) =>
    setAmounts((current) => {
      const next = { ...current };
      if (!on) delete next[candidate.id];
      else {
        const left = Math.max(
          0,
          line.creditPaise - Object.values(current).reduce((t, leg) => t + paiseOf(leg.amount), 0),
        );
        const amount =
          candidate.kind === "RECEIPT" ? candidate.amountPaise : Math.min(left, candidate.amountPaise);
        next[candidate.id] = { candidate, amount: rupees(amount) };
      }
      return next;
    });
  const match = () =>
    run(
      "match",
      line,
      { legs: picked.map((leg) => ({ kind: leg.candidate.kind, id: leg.candidate.id, amount: leg.amount })) },
      "Credit matched",
    ).then(onDone, () => undefined);

  return (
    <>
      <DebouncedSearchInput
        label="Search dues and receipts"
        placeholder="Borrower, loan or invoice, UTR or receipt number"
        value={search}
        onSearch={setSearch}
      />
      <Table<MatchCandidate>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={candidates}
        pagination={false}
        scroll={{ y: 280, x: 760 }}
        rowSelection={{
          selectedRowKeys: Object.keys(amounts),
          onSelect: (candidate, on) => pick(candidate, on),
          hideSelectAll: true,
        }}
        columns={[
          { key: "ref", title: "Loan / invoice", width: 140, render: (_, row) => row.trancheRef },
          { key: "borrower", title: "Borrower", width: 170, render: (_, row) => row.borrowerName },
          {
            key: "date",
            title: "Due / received",
            width: 120,
            render: (_, row) => <DateText value={row.date} />,
          },
          {
            key: "owed",
            title: "Owed",
            width: 120,
            align: "right",
            render: (_, row) => <InrAmount paise={row.amountPaise} fixed />,
          },
          {
            key: "fit",
            title: "Fit",
            width: 60,
            align: "right",
            render: (_, row) => (row.confidence === null ? "—" : `${row.confidence}%`),
          },
          {
            key: "amount",
            title: "Amount",
            width: 150,
            render: (_, row) =>
              amounts[row.id] ? (
                <Input
                  aria-label={`Amount for ${row.trancheRef}`}
                  className={styles.amountInput}
                  value={amounts[row.id]!.amount}
                  disabled={row.kind === "RECEIPT"}
                  onChange={(event) =>
                    setAmounts((current) => ({
                      ...current,
                      [row.id]: { candidate: row, amount: event.target.value },
                    }))
                  }
                />
              ) : null,
          },
        ]}
      />
      <div className={styles.sum}>
        <span>
          Picked {formatInr(sum, { currency: true, fixed: true })} of{" "}
          {formatInr(line.creditPaise, { currency: true, fixed: true })}
        </span>
        <Button
          type="primary"
          disabled={picked.length === 0 || sum !== line.creditPaise}
          loading={isPending}
          onClick={() => void match()}
        >
          Match
        </Button>
      </div>
    </>
  );
}

/** A credit in suspense: match it by hand (search, split) or return it to its remitter. */
export function MatchDialog({ line, onClose }: { line: StatementLine | null; onClose: () => void }) {
  return (
    <Modal
      title={
        line
          ? `Credit of ${formatInr(line.creditPaise, { currency: true, fixed: true })} — ${line.narration}`
          : ""
      }
      open={line !== null}
      onCancel={onClose}
      footer={null}
      width={860}
      destroyOnHidden
    >
      {line ? (
        <Tabs
          items={[
            { key: "match", label: "Match to dues", children: <MatchPanel line={line} onDone={onClose} /> },
            {
              key: "return",
              label: "Return to remitter",
              children: <ReturnForm line={line} onDone={onClose} />,
            },
          ]}
        />
      ) : null}
    </Modal>
  );
}
