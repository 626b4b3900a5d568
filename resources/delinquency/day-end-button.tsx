import { useLoanViewer } from "@resources/loans/use-loan-viewer";
import { type BaseRecord, type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";
import { Button, Popconfirm } from "antd";
import { formatDate } from "@domain/dates/display-date";

/**
 * Runs the day-end classification of the view's date from the ledger (platform staff): the first run of a
 * date or a re-run after a late entry. Others see nothing.
 */
export function DayEndButton({ asOf, onDone }: { asOf: string; onDone: () => void }) {
  const viewer = useLoanViewer();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<BaseRecord, HttpError>();
  if (!viewer.isPlatformStaff) return null;
  const run = async () => {
    await mutateAsync({
      url: "",
      method: "post",
      values: { asOfDate: asOf },
      meta: { resource: "delinquency", operation: "dayEnd" },
      successNotification: () => ({ type: "success", message: `Day-end run for ${formatDate(asOf)}` }),
    });
    await invalidate({ resource: "delinquency", invalidates: ["list"] });
    onDone();
  };
  return (
    <Popconfirm
      title={`Run the day-end for ${formatDate(asOf)}?`}
      description="The date is classified again from the ledger; its earlier rows are replaced."
      okText="Run day-end"
      onConfirm={() => run()}
    >
      <Button loading={mutation.isPending}>Run day-end</Button>
    </Popconfirm>
  );
}
