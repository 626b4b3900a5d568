import { PlusOutlined, UserAddOutlined } from "@ant-design/icons";
import type { LoanItem } from "@domain/api/loans";
import { useCan } from "@refinedev/core";
import { LinkButton } from "@src/components/link-button";
import { ListPanel } from "@src/components/list-panel/list-panel";
import { Segmented } from "antd";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { loanColumns } from "./columns";
import { LoanFilters } from "./loan-filters";
import { LOAN_ROUTES, loanShowPath } from "./loan-routes";
import styles from "./loans.module.css";
import { useLoanTable } from "./use-loan-table";

const REVIEW = "UNDER_REVIEW";
type View = "all" | "review";

/**
 * The loans list: every filter, the sort and the page in the URL. An NBFC user sees its lender's loans and
 * reviews them from "Waiting for review"; platform staff and NBFC users prepare new loans.
 */
export default function LoanListPage() {
  const navigate = useNavigate();
  const { refineTable, loanFilters } = useLoanTable();
  const { data: canCreate } = useCan({ resource: "loans", action: "create" });
  const columns = useMemo(() => loanColumns(loanFilters), [loanFilters]);
  const status = loanFilters.get("status");
  const view: View = Array.isArray(status) && status.length === 1 && status[0] === REVIEW ? "review" : "all";

  return (
    <div className={styles.page}>
      <Segmented<View>
        aria-label="Loans to show"
        value={view}
        options={[
          { value: "all", label: "All loans" },
          { value: "review", label: "Waiting for review" },
        ]}
        onChange={(next) => loanFilters.set({ status: next === "review" ? [REVIEW] : undefined })}
      />
      <ListPanel<LoanItem>
        tableId="loans"
        label="Loans"
        heading
        columns={columns}
        refineTable={refineTable}
        exportResource="loans"
        search={{ label: "Search loans", placeholder: "Borrower or loan number", width: "narrow" }}
        emptyText={view === "review" ? "No loan is waiting for review" : "No loans match these filters"}
        onRowClick={(loan) => void navigate(loanShowPath(loan.id))}
        filters={<LoanFilters filters={loanFilters} />}
        actions={
          canCreate?.can ? (
            <>
              <LinkButton type="primary" icon={<PlusOutlined />} to={LOAN_ROUTES.create}>
                Create loan
              </LinkButton>
              <LinkButton icon={<UserAddOutlined />} to={LOAN_ROUTES.createIndividual}>
                Individual loan
              </LinkButton>
            </>
          ) : null
        }
      />
    </div>
  );
}
