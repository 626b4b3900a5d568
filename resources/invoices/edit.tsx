import { Alert, Skeleton } from "antd";
import { useNavigate, useParams } from "react-router";
import { invoiceShowPath } from "./invoice-routes";
import { PartnerEntryForm } from "./partner-entry-form";
import { SupplierEntryForm } from "./supplier-entry-form";
import { useInvoiceRecord } from "./use-invoice-record";

/** Corrects an invoice before operations check it (the server allows it while PreInitiated or Initiated). */
export default function InvoiceEditPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { result, query } = useInvoiceRecord(id);
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!result) return <Alert type="warning" showIcon message="Invoice not found" />;
  if (!result.allowedActions.includes("update")) {
    return (
      <Alert
        type="info"
        showIcon
        message={`Invoice ${result.invoiceNumber} is ${result.status}; it can no longer be edited`}
      />
    );
  }
  const done = () => void navigate(invoiceShowPath(result.id));
  return result.type === "PARTNER_INVOICE" ? (
    <PartnerEntryForm invoice={result} onSaved={done} />
  ) : (
    <SupplierEntryForm invoice={result} onSaved={done} />
  );
}
