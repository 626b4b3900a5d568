import { MANDATE_KIND_LABELS, MANDATE_KINDS, type MandateItem } from "@domain/api/mandates";
import { ListPanel } from "@src/components/list-panel/list-panel";
import { Segmented } from "antd";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { mandateColumns } from "./columns";
import { mandateShowPath } from "./mandate-routes";
import styles from "./mandates.module.css";
import { useMandateTable } from "./use-mandate-table";

type Kind = "all" | (typeof MANDATE_KINDS)[number];
const KIND_OPTIONS = [
  { value: "all" as const, label: "All mandates" },
  ...MANDATE_KINDS.map((kind) => ({ value: kind, label: MANDATE_KIND_LABELS[kind] })),
];

/**
 * The mandate list: every e-NACH and UPI AutoPay mandate the user may see, by type, with the spec's statuses
 * as a column filter; filters, sort and page in the URL. A mandate is registered from its loan's page.
 */
export default function MandateListPage() {
  const navigate = useNavigate();
  const { refineTable, mandateFilters } = useMandateTable();
  const columns = useMemo(() => mandateColumns(mandateFilters), [mandateFilters]);
  const kind = (mandateFilters.get("kind") as Kind | undefined) ?? "all";
  return (
    <div className={styles.page}>
      <Segmented<Kind>
        aria-label="Mandates to show"
        value={kind}
        options={KIND_OPTIONS}
        onChange={(next) => mandateFilters.set({ kind: next === "all" ? undefined : next })}
      />
      <ListPanel<MandateItem>
        tableId="mandates"
        label="Mandates"
        heading
        columns={columns}
        refineTable={refineTable}
        exportResource="mandates"
        search={{
          label: "Search mandates",
          placeholder: "Borrower, loan number, UMRN or ENA id",
          width: "narrow",
        }}
        emptyText="No mandates match these filters"
        onRowClick={(mandate) => void navigate(mandateShowPath(mandate.id))}
      />
    </div>
  );
}
