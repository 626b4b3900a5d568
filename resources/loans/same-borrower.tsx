import type { LoanDetail } from "@domain/api/loans";
import { Button, Input, Modal, Space, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { loanShowPath } from "./loan-routes";
import { useLoanMutation } from "./use-loan-mutation";

type Change = "MERGE" | "SPLIT";

const TITLES: Record<Change, string> = {
  MERGE: "Same borrower as another loan",
  SPLIT: "Give this loan a borrower of its own",
};

/**
 * The loan's borrower as RBI classifies it: the other loans of the same person (matched on PAN, else mobile and
 * name), and for staff the two corrections, each with a reason: merge with another loan's borrower, or split
 * this loan off. The next day-end classifies the borrowers as corrected.
 */
export function SameBorrower({ loan }: { loan: LoanDetail }) {
  const [change, setChange] = useState<Change | null>(null);
  const [withLoanNumber, setWithLoanNumber] = useState("");
  const [reason, setReason] = useState("");
  const { run, isPending } = useLoanMutation();
  const close = () => {
    setChange(null);
    setWithLoanNumber("");
    setReason("");
  };
  const submit = async () => {
    if (!change) return;
    await run(
      {
        operation: "borrower",
        id: loan.id,
        values: {
          version: loan.version,
          action: change,
          withLoanNumber: withLoanNumber || undefined,
          reason,
        },
      },
      change === "MERGE" ? "Borrower merged" : "Borrower split off",
    )
      .then(close)
      .catch(() => undefined);
  };

  return (
    <Space direction="vertical" size={4}>
      {loan.sameBorrowerLoans.length === 0 ? (
        <Typography.Text type="secondary">No other loan</Typography.Text>
      ) : (
        <Space wrap size={[12, 4]}>
          {loan.sameBorrowerLoans.map((other) => (
            <Link key={other.id} to={loanShowPath(other.id)}>
              {other.loanNumber}
            </Link>
          ))}
        </Space>
      )}
      {loan.canChangeBorrower ? (
        <Space wrap size={8}>
          <Button size="small" onClick={() => setChange("MERGE")}>
            Merge with a loan…
          </Button>
          {loan.sameBorrowerLoans.length > 0 ? (
            <Button size="small" onClick={() => setChange("SPLIT")}>
              Split off…
            </Button>
          ) : null}
        </Space>
      ) : null}
      <Modal
        open={change !== null}
        title={change ? TITLES[change] : ""}
        okText={change === "MERGE" ? "Merge" : "Split off"}
        onOk={submit}
        onCancel={close}
        confirmLoading={isPending}
        destroyOnHidden
      >
        <Space direction="vertical" size={12} style={{ width: "100%" }}>
          {change === "MERGE" ? (
            <div>
              <label htmlFor="same-borrower-loan">Loan number of the same borrower</label>
              <Input
                id="same-borrower-loan"
                value={withLoanNumber}
                onChange={(event) => setWithLoanNumber(event.target.value)}
                placeholder="LN-000001"
              />
            </div>
          ) : null}
          <div>
            <label htmlFor="same-borrower-reason">Reason</label>
            <Input.TextArea
              id="same-borrower-reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              rows={2}
            />
          </div>
        </Space>
      </Modal>
    </Space>
  );
}
