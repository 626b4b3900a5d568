import { Alert, Skeleton } from "antd";
import { useParams } from "react-router";
import { InvoiceDetails } from "./invoice-details";
import { useInvoiceRecord } from "./use-invoice-record";

/** One invoice, by the `:id` of its route; the heading and breadcrumb name it by its number. */
export default function InvoiceShowPage() {
  const { id = "" } = useParams();
  const { result, query } = useInvoiceRecord(id);
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!result) return <Alert type="warning" showIcon message="Invoice not found" />;
  return <InvoiceDetails invoice={result} />;
}
