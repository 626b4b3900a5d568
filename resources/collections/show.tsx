import {
  type CollectionAllocation,
  type CollectionDetail,
  RECEIPT_CHANNEL_LABELS,
} from "@domain/api/collections";
import { DUE_COMPONENT_LABELS } from "@domain/collections/appropriation";
import { formatDate } from "@domain/dates/display-date";
import { PAYMENT_COLLECTION_STATUS_LABELS } from "@domain/enums/statuses";
import { formatInr } from "@domain/money/format-inr";
import { type HttpError, useOne } from "@refinedev/core";
import { StatusTag } from "@src/components/status-tag";
import { usePathLabel } from "@src/layout/path-labels";
import { Alert, Card, Descriptions, Skeleton, Space, Table } from "antd";
import { Link, useParams } from "react-router";
import { collectionShowPath } from "./collection-routes";
import styles from "./collections.module.css";
import { GatewayActions } from "./gateway-actions";
import { ReceiptPdfButton } from "./receipt-pdf-button";
import { receiptDetailItems } from "./receipt-details";

const rupees = (paise: number) => formatInr(paise, { currency: true, fixed: true });
const dash = "—";

/** One receipt: its fields, the command's own (cmWise, the gateway's masked reference ...) and its allocations. */
export default function CollectionShowPage() {
  const { id = "" } = useParams();
  const { result, query } = useOne<CollectionDetail, HttpError>({
    resource: "collections",
    id,
    queryOptions: { enabled: id !== "" },
  });
  usePathLabel(id, result?.receiptNumber);
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!result) return <Alert type="warning" showIcon message="Collection not found" />;
  return (
    <div className={styles.page}>
      <Card
        title={`Receipt ${result.receiptNumber}`}
        extra={
          <Space>
            <ReceiptPdfButton collection={result} />
            <GatewayActions collection={result} />
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label="Status">
            {result.reversedById ? (
              <Link to={collectionShowPath(result.reversedById)}>Reversed</Link>
            ) : (
              <StatusTag status={result.status} label={PAYMENT_COLLECTION_STATUS_LABELS[result.status]} />
            )}
          </Descriptions.Item>
          <Descriptions.Item label="Channel">{RECEIPT_CHANNEL_LABELS[result.channel]}</Descriptions.Item>
          <Descriptions.Item label="Borrower">{result.borrowerName}</Descriptions.Item>
          <Descriptions.Item label="Lender">{result.lenderName}</Descriptions.Item>
          <Descriptions.Item label="Anchor">{result.anchorName ?? dash}</Descriptions.Item>
          <Descriptions.Item label="UTR">{result.utr ?? dash}</Descriptions.Item>
          <Descriptions.Item label="Amount">{rupees(result.amountPaise)}</Descriptions.Item>
          <Descriptions.Item label="Unapplied">{rupees(result.unappliedPaise)}</Descriptions.Item>
          <Descriptions.Item label="Received on">{formatDate(result.receivedOn)}</Descriptions.Item>
          <Descriptions.Item label="Entered by">{result.createdByName ?? dash}</Descriptions.Item>
          <Descriptions.Item label="Approved by">{result.approvedByName ?? dash}</Descriptions.Item>
          {result.reversesId ? (
            <Descriptions.Item label="Reverses">
              <Link to={collectionShowPath(result.reversesId)}>the original receipt</Link>
            </Descriptions.Item>
          ) : null}
          {receiptDetailItems(result.details).map((item) => (
            <Descriptions.Item key={item.label} label={item.label}>
              {item.text}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <Card title="Allocations">
        <Table<CollectionAllocation>
          size="small"
          rowKey={(line) => `${line.emiId}-${line.component}-${line.allocatedOn}-${line.amountPaise}`}
          pagination={false}
          dataSource={result.allocations}
          locale={{
            emptyText: "Nothing allocated: the whole amount is unapplied or this is not a due's payment",
          }}
          columns={[
            { key: "tranche", title: "Tranche", render: (_, line) => line.trancheRef },
            {
              key: "instalment",
              title: "Instalment",
              align: "right",
              render: (_, line) => line.installmentNumber,
            },
            { key: "due", title: "Due date", render: (_, line) => formatDate(line.dueDate) },
            {
              key: "component",
              title: "Component",
              render: (_, line) => DUE_COMPONENT_LABELS[line.component],
            },
            { key: "amount", title: "Amount", align: "right", render: (_, line) => rupees(line.amountPaise) },
            { key: "on", title: "Allocated on", render: (_, line) => formatDate(line.allocatedOn) },
          ]}
        />
      </Card>
    </div>
  );
}
