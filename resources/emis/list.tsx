import type { EmiItem } from "@domain/api/emis";
import { ListPanel } from "@src/components/list-panel/list-panel";
import { Segmented } from "antd";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { emiColumns } from "./columns";
import { EmiFilters } from "./emi-filters";
import { emiShowPath } from "./emi-routes";
import styles from "./emis.module.css";
import { useEmiTable } from "./use-emi-table";

type View = "all" | "bounced";

/**
 * The EMI list: every due of every loan and invoice tranche the user may see, with the spec's bounce list
 * (every EMI that has bounced) and schedule status filters; filters, sort and page in the URL.
 */
export default function EmiListPage() {
  const navigate = useNavigate();
  const { refineTable, emiFilters } = useEmiTable();
  const columns = useMemo(() => emiColumns(emiFilters), [emiFilters]);
  const view: View = emiFilters.get("bounced") === "true" ? "bounced" : "all";

  return (
    <div className={styles.page}>
      <Segmented<View>
        aria-label="EMIs to show"
        value={view}
        options={[
          { value: "all", label: "All EMIs" },
          { value: "bounced", label: "Bounce list" },
        ]}
        onChange={(next) =>
          emiFilters.set({ bounced: next === "bounced" ? "true" : undefined, bounceReason: undefined })
        }
      />
      <ListPanel<EmiItem>
        tableId="emis"
        label="EMIs"
        heading
        columns={columns}
        refineTable={refineTable}
        exportResource="emis"
        search={{ label: "Search EMIs", placeholder: "Borrower or loan / invoice number", width: "narrow" }}
        emptyText={view === "bounced" ? "No EMI has bounced" : "No EMIs match these filters"}
        onRowClick={(emi) => void navigate(emiShowPath(emi.id))}
        filters={<EmiFilters filters={emiFilters} />}
      />
    </div>
  );
}
