import { EditOutlined } from "@ant-design/icons";
import { type LoanDetail, type LoanManualAction, WRITE_OFF_NEEDS_APPROVAL } from "@domain/api/loans";
import { formatInr } from "@domain/money/format-inr";
import { LinkButton } from "@src/components/link-button";
import { Button, Modal, Popconfirm, Space, Tooltip } from "antd";
import { useState } from "react";
import { AssignActions } from "./assign-dialogs";
import { LOAN_ACTIONS } from "./loan-action-labels";
import { loanEditPath } from "./loan-routes";
import { ProposeWriteOffForm } from "./propose-write-off-form";
import { RejectLoanForm } from "./reject-loan-form";
import { useLoanMutation } from "./use-loan-mutation";
import { useLoanViewer } from "./use-loan-viewer";

const question = (action: LoanManualAction, loan: LoanDetail) =>
  `${LOAN_ACTIONS[action].question} loan ${loan.loanNumber} of ${formatInr(loan.loanAmountPaise, { currency: true })} to ${loan.borrowerName}?`;

/**
 * The loan's actions bar: only what the server says this user may do now (`allowedActions`), each confirmed;
 * a rejection with the spec's reasons and a note. What the machine allows but this user may not (the KFS's
 * preparer cannot sanction it) shows disabled, its reason on hover. A write-off is "Propose write-off", sent with
 * a reason for a second staff user's approval.
 */
export function LoanActions({ loan }: { loan: LoanDetail }) {
  const viewer = useLoanViewer();
  const { run, isPending } = useLoanMutation();
  const [rejecting, setRejecting] = useState(false);
  const act = (action: LoanManualAction, extra: Record<string, unknown> = {}) =>
    run({ action, loanId: loan.id, values: { version: loan.version, ...extra } }, LOAN_ACTIONS[action].done);
  const [writingOff, setWritingOff] = useState(false);
  const confirmed = loan.allowedActions.filter((action) => action !== "reject");
  // A write-off is never one person's: the server refuses it in these words to whoever may propose it instead.
  const proposesWriteOff = loan.refusedActions.some(
    ({ action, reason }) => action === "writeOff" && reason === WRITE_OFF_NEEDS_APPROVAL,
  );
  const refused = loan.refusedActions.filter(
    ({ action, reason }) => !(action === "writeOff" && reason === WRITE_OFF_NEEDS_APPROVAL),
  );

  return (
    <Space wrap aria-label="Loan actions" role="toolbar">
      {loan.canEdit ? (
        <LinkButton icon={<EditOutlined />} to={loanEditPath(loan.id)}>
          Edit
        </LinkButton>
      ) : null}
      {confirmed.map((action) => (
        <Popconfirm
          key={action}
          title={question(action, loan)}
          okText={`Yes, ${LOAN_ACTIONS[action].label.toLowerCase()}`}
          cancelText="No"
          okButtonProps={{ loading: isPending, danger: LOAN_ACTIONS[action].danger }}
          onConfirm={() => act(action).catch(() => undefined)}
        >
          <Button
            type={LOAN_ACTIONS[action].primary ? "primary" : "default"}
            danger={LOAN_ACTIONS[action].danger}
          >
            {LOAN_ACTIONS[action].label}
          </Button>
        </Popconfirm>
      ))}
      {loan.allowedActions.includes("reject") ? (
        <Button danger onClick={() => setRejecting(true)}>
          Reject
        </Button>
      ) : null}
      {proposesWriteOff ? (
        <Button danger onClick={() => setWritingOff(true)}>
          Propose write-off
        </Button>
      ) : null}
      {refused.map(({ action, reason }) => (
        <Tooltip key={action} title={reason}>
          {/* A disabled button gets no pointer events: the span carries the hover. */}
          <span>
            <Button disabled title={reason}>
              {LOAN_ACTIONS[action].label}
            </Button>
          </span>
        </Tooltip>
      ))}
      {viewer.isPlatformStaff ? <AssignActions loan={loan} /> : null}
      <Modal
        open={writingOff}
        title={`Propose write-off of loan ${loan.loanNumber}`}
        footer={null}
        onCancel={() => setWritingOff(false)}
        destroyOnHidden
      >
        {writingOff ? <ProposeWriteOffForm loan={loan} /> : null}
      </Modal>
      <Modal
        open={rejecting}
        title={`Reject loan ${loan.loanNumber}`}
        footer={null}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <RejectLoanForm
          loanNumber={loan.loanNumber}
          onCancel={() => setRejecting(false)}
          onSubmit={(values) => act("reject", values).then(() => setRejecting(false))}
        />
      </Modal>
    </Space>
  );
}
