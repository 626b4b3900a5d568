import { Alert, Skeleton } from "antd";
import { usePathLabel } from "@src/layout/path-labels";
import { useParams } from "react-router";
import { IndividualLoanForm } from "./individual-loan-form";
import { LoanForm } from "./loan-form";
import { useLoanRecord } from "./use-loan-record";

/** Changes a loan's details with the form it was made with (KFS or individual), at the version read. */
export default function LoanEditPage() {
  const { id = "" } = useParams();
  const { result: loan, query } = useLoanRecord(id);
  usePathLabel("edit", "Edit");
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!loan) return <Alert type="warning" showIcon message="Loan not found" />;
  if (!loan.canEdit)
    return <Alert type="info" showIcon message="This loan cannot be changed in its present state" />;
  return loan.kind === "INDIVIDUAL" ? (
    <IndividualLoanForm key={loan.version} loan={loan} />
  ) : (
    <LoanForm key={loan.version} loan={loan} />
  );
}
