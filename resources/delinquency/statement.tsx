import type { Statement } from "@domain/api/delinquency";
import {
  AS_OF_VIEW_HINTS,
  AS_OF_VIEW_LABELS,
  AS_OF_VIEWS,
  type AsOfView,
} from "@domain/collections/as-of-view";
import { DPD_BUCKET_LABELS } from "@domain/collections/dpd";
import { businessDateAt } from "@domain/dates/business-date";
import { formatDate } from "@domain/dates/display-date";
import { DateInput } from "@resources/invoices/date-input";
import { type HttpError, useCustom } from "@refinedev/core";
import { InrAmount } from "@src/components/inr-amount";
import { ExportButton } from "@src/components/list-export/export-button";
import { Alert, Card, Descriptions, Segmented, Skeleton, Tag } from "antd";
import { Link, useSearchParams } from "react-router";
import { BUCKET_COLOURS } from "./bucket-colours";
import styles from "./delinquency.module.css";
import { DELINQUENCY_ROUTES } from "./delinquency-routes";
import { StatementDues, StatementLines } from "./statement-tables";

/**
 * A borrower's statement of account with one lender as of a date (in the URL): DPD and bucket by the RBI
 * rule, every due, and every line (dues, penal charges, receipts with their appropriation) with the balance.
 */
export default function StatementPage() {
  const [params, setParams] = useSearchParams();
  const lenderId = params.get("lenderId") ?? "";
  const borrowerKey = params.get("borrowerKey") ?? "";
  const asOf = params.get("asOf") ?? businessDateAt(new Date());
  const view: AsOfView = params.get("view") === "REPORTED" ? "REPORTED" : "CORRECTED";
  const { query, result } = useCustom<Statement, HttpError>({
    url: "",
    method: "get",
    config: { query: { lenderId, borrowerKey, asOf, view } },
    meta: { resource: "delinquency", operation: "statement" },
    queryOptions: { placeholderData: (previous) => previous },
  });
  const statement = query.data ? result.data : undefined;
  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    setParams(next, { replace: true });
  };
  const exportFilters = [
    { field: "lenderId", operator: "eq" as const, value: lenderId },
    { field: "borrowerKey", operator: "eq" as const, value: borrowerKey },
    { field: "asOf", operator: "eq" as const, value: asOf },
    { field: "view", operator: "eq" as const, value: view },
  ];

  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!statement) return <Skeleton active />;
  return (
    <div className={styles.page}>
      <Link
        to={`${DELINQUENCY_ROUTES.list}?${new URLSearchParams({ "filters[0][field]": "asOf", "filters[0][operator]": "eq", "filters[0][value]": asOf }).toString()}`}
      >
        ← Delinquency
      </Link>
      <Card title={<h1 className={styles.title}>Statement of account: {statement.borrowerName}</h1>}>
        <div className={styles.controls}>
          <span className={styles.asOf}>
            <label htmlFor="statement-as-of">As of</label>
            <DateInput id="statement-as-of" value={asOf} onChange={(value) => setParam("asOf", value)} />
          </span>
          <Segmented<AsOfView>
            aria-label="View"
            value={view}
            onChange={(value) => setParam("view", value)}
            options={AS_OF_VIEWS.map((value) => ({ value, label: AS_OF_VIEW_LABELS[value] }))}
          />
          <ExportButton resource="statements" filters={exportFilters} sorters={[]} />
        </div>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }}>
          <Descriptions.Item label="Lender">{statement.lenderName}</Descriptions.Item>
          <Descriptions.Item label="As of">{formatDate(statement.asOfDate)}</Descriptions.Item>
          <Descriptions.Item label={AS_OF_VIEW_LABELS[statement.view]} span={{ xs: 1, md: 2, xl: 4 }}>
            {AS_OF_VIEW_HINTS[statement.view]}
          </Descriptions.Item>
          <Descriptions.Item label="DPD">{statement.dpd}</Descriptions.Item>
          <Descriptions.Item label="Bucket">
            <Tag color={BUCKET_COLOURS[statement.bucket]}>{DPD_BUCKET_LABELS[statement.bucket]}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="Overdue">
            <InrAmount paise={statement.overduePaise} fixed />
          </Descriptions.Item>
          <Descriptions.Item label="Balance due">
            <InrAmount paise={statement.balancePaise} fixed />
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Dues" size="small">
        <StatementDues dues={statement.dues} />
      </Card>
      <Card title="Account" size="small">
        <StatementLines entries={statement.entries} />
      </Card>
    </div>
  );
}
