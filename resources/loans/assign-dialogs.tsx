import type { LoanDetail } from "@domain/api/loans";
import type { UserListItem } from "@domain/api/users";
import { LenderField } from "@resources/lender-bank-accounts/lender-field";
import { useList } from "@refinedev/core";
import { Button, Form, Modal, Select, Space } from "antd";
import { useState } from "react";
import { useLoanMutation } from "./use-loan-mutation";

type Dialog = "lender" | "rm";

/** Platform staff's Assign lender and Assign RM (relationship manager), each a dialog with one choice. */
export function AssignActions({ loan }: { loan: LoanDetail }) {
  const [dialog, setDialog] = useState<Dialog>();
  const [choice, setChoice] = useState<string>();
  const { run, isPending } = useLoanMutation();
  const staff = useList<UserListItem>({
    resource: "users",
    pagination: { currentPage: 1, pageSize: 100 },
    filters: [{ field: "kind", operator: "eq", value: "ADMIN" }],
    queryOptions: { enabled: dialog === "rm" },
  });
  const close = () => {
    setDialog(undefined);
    setChoice(undefined);
  };
  const save = async () => {
    if (!choice) return;
    await (
      dialog === "lender"
        ? run(
            {
              operation: "assignLender",
              values: { loanId: loan.id, lenderId: choice, version: loan.version },
            },
            "Lender assigned",
          )
        : run(
            { operation: "assignRm", values: { loanId: loan.id, rmUserId: choice, version: loan.version } },
            "Relationship manager assigned",
          )
    ).then(close, () => undefined);
  };
  const open = (next: Dialog) => {
    setChoice(next === "lender" ? loan.lenderId : (loan.rmUserId ?? undefined));
    setDialog(next);
  };
  return (
    <>
      <Space wrap>
        <Button onClick={() => open("lender")}>Assign lender</Button>
        <Button onClick={() => open("rm")}>Assign RM</Button>
      </Space>
      <Modal
        open={dialog !== undefined}
        title={
          dialog === "lender" ? `Assign a lender to ${loan.loanNumber}` : `Assign an RM to ${loan.loanNumber}`
        }
        onCancel={close}
        destroyOnHidden
        footer={
          <Space>
            <Button onClick={close}>Cancel</Button>
            <Button type="primary" disabled={!choice} loading={isPending} onClick={() => void save()}>
              Assign
            </Button>
          </Space>
        }
      >
        <Form layout="vertical" component={false}>
          <Form.Item label={dialog === "lender" ? "Lender" : "Relationship manager"} htmlFor="assign-choice">
            {dialog === "lender" ? (
              <LenderField id="assign-choice" value={choice} onChange={setChoice} />
            ) : (
              <Select
                id="assign-choice"
                value={choice}
                onChange={setChoice}
                showSearch
                optionFilterProp="label"
                loading={staff.query.isFetching}
                placeholder="Select a staff user"
                options={staff.result.data.map((user) => ({ value: user.id, label: user.name }))}
              />
            )}
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
