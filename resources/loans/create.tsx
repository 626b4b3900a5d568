import { usePathLabel } from "@src/layout/path-labels";
import { LoanForm } from "./loan-form";

/** A new loan from the Loan/KFS form; it starts with its details submitted, waiting for review. */
export default function LoanCreatePage() {
  usePathLabel("new", "New loan");
  return <LoanForm />;
}
