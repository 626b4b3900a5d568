import type { InvoiceDetail } from "@domain/api/invoices";
import { type HttpError, useOne } from "@refinedev/core";
import { Alert, Skeleton } from "antd";
import { useParams } from "react-router";
import { InvoiceDetails } from "./invoice-details";

/** One invoice, by the `:id` of its route. */
export default function InvoiceShowPage() {
  const { id = "" } = useParams();
  const { result, query } = useOne<InvoiceDetail, HttpError>({
    resource: "invoices",
    id,
    queryOptions: { enabled: id !== "" },
  });
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!result) return <Alert type="warning" showIcon message="Invoice not found" />;
  return <InvoiceDetails invoice={result} />;
}
