import { Alert, Skeleton } from "antd";
import { useParams } from "react-router";
import { LoanDetails } from "./loan-details";
import { useLoanRecord } from "./use-loan-record";

/** One loan, by the `:id` of its route; the heading and breadcrumb name it by its number. */
export default function LoanShowPage() {
  const { id = "" } = useParams();
  const { result, query } = useLoanRecord(id);
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!result) return <Alert type="warning" showIcon message="Loan not found" />;
  return <LoanDetails loan={result} />;
}
