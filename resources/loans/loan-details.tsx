import type { LoanDetail } from "@domain/api/loans";
import { LOAN_STATUS_LABELS, ONBOARDING_STATUS_LABELS } from "@domain/enums/statuses";
import { RegisterMandateButton } from "@resources/mandates/register-mandate-button";
import { StatusTag } from "@src/components/status-tag";
import { Alert, Tabs } from "antd";
import { useUrlTab } from "@src/components/use-url-tab";
import { CalculationFigures } from "./calculation-figures";
import { DocumentsTab } from "./documents-tab";
import { useDocumentViewer } from "./document-viewer";
import { EsignTab } from "./esign-tab";
import { KfsTab } from "./kfs-tab";
import { LoanActions } from "./loan-actions";
import { LoanFields } from "./loan-fields";
import styles from "./loan-show.module.css";
import { LoanTimeline } from "./loan-timeline";
import { loanTitle } from "./use-loan-record";
import { PayoffTab } from "./payoff-tab";
import { percentText } from "./percent-text";
import { ScheduleTable } from "./schedule-table";
import { useLoanViewer } from "./use-loan-viewer";

const TABS = ["details", "schedule", "payoff", "kfs", "documents", "esign", "timeline"] as const;
type Tab = (typeof TABS)[number];
const KEPT_ON_SWITCH = { keep: ["userId"], replace: true } as const;

/**
 * One loan: its number, borrower and statuses (the loan's and the borrower's onboarding) with the actions
 * open to this user; then tabs for the details, the schedule with the APR computation, an active loan's payoff
 * quote, the KFS versions and
 * PDFs, the documents, e-sign and the status timeline. The tab is the `tab` query parameter.
 */
export function LoanDetails({ loan }: { loan: LoanDetail }) {
  const viewer = useDocumentViewer();
  const { isStaff } = useLoanViewer();
  const { requested: asked, switchTab } = useUrlTab(KEPT_ON_SWITCH);
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? "") ? (asked as Tab) : "details";

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.identity}>
          <h2 className={styles.title}>
            {loanTitle(loan)} · {loan.borrowerName}
          </h2>
          <div className={styles.statuses}>
            <StatusTag status={loan.status} label={LOAN_STATUS_LABELS[loan.status]} />
            {loan.onboardingStatus ? (
              <span aria-label="Borrower onboarding status">
                Borrower onboarding:{" "}
                <StatusTag
                  status={loan.onboardingStatus}
                  label={ONBOARDING_STATUS_LABELS[loan.onboardingStatus]}
                />
              </span>
            ) : null}
            <span>
              {loan.lenderName} · APR {percentText(loan.aprPercent)}
            </span>
          </div>
        </div>
        <LoanActions loan={loan} />
        <RegisterMandateButton loan={loan} />
      </header>
      {loan.status === "LOAN_REJECTED" && loan.rejectReason ? (
        <Alert
          type="error"
          showIcon
          message={`Rejected: ${loan.rejectReason}`}
          description={loan.rejectNote ?? undefined}
        />
      ) : null}
      <Tabs
        className={styles.tabs}
        activeKey={tab}
        onChange={switchTab}
        items={[
          { key: "details", label: "Details", children: <LoanFields loan={loan} /> },
          {
            key: "schedule",
            label: "Schedule",
            children: (
              <div className={styles.split}>
                <CalculationFigures
                  calculation={loan.calculation}
                  frequency={loan.repaymentFrequency}
                  advance={loan.paymentTiming === "START"}
                />
                <ScheduleTable rows={loan.calculation.schedule} height={480} />
              </div>
            ),
          },
          ...(loan.status === "ACTIVE"
            ? [{ key: "payoff", label: "Payoff", children: <PayoffTab loan={loan} /> }]
            : []),
          { key: "kfs", label: "KFS", children: <KfsTab loan={loan} viewer={viewer} /> },
          { key: "documents", label: "Documents", children: <DocumentsTab loan={loan} viewer={viewer} /> },
          { key: "esign", label: "E-sign", children: <EsignTab loan={loan} writer={isStaff} /> },
          { key: "timeline", label: "Timeline", children: <LoanTimeline entries={loan.timeline} /> },
        ]}
      />
      {viewer.viewer}
    </div>
  );
}
