import { type CollectionDetail, isGatewayInFlight } from "@domain/api/collections";
import { useCanDo } from "@src/hooks/use-can-do";
import { Button, Popconfirm, Space } from "antd";
import { useMoneyCall } from "./use-money-call";

/**
 * A gateway payment still in flight: ask the gateway again (Completed posts the receipt) or cancel it there.
 * Shown only to the staff the API lets move money, and only while the payment is not final.
 */
export function GatewayActions({ collection }: { collection: CollectionDetail }) {
  const movesMoney = useCanDo("collections", "gateway");
  const { run, isPending } = useMoneyCall();
  if (!movesMoney || !isGatewayInFlight(collection)) return null;
  const body = { id: collection.id, version: collection.version };
  // No success toast: the page shows the new status, and a toast would cover these buttons.
  const call = (operation: "refreshPayment" | "cancelPayment") =>
    run({ operation }, body, null).catch(() => undefined);
  return (
    <Space>
      <Button loading={isPending} onClick={() => void call("refreshPayment")}>
        Refresh status
      </Button>
      <Popconfirm
        title="Cancel this payment at the gateway?"
        okText="Cancel payment"
        cancelText="Keep it"
        onConfirm={() => call("cancelPayment")}
      >
        <Button danger loading={isPending}>
          Cancel payment
        </Button>
      </Popconfirm>
    </Space>
  );
}
