import { usePathLabel } from "@src/layout/path-labels";
import { IndividualLoanForm } from "./individual-loan-form";

/** A new individual loan: a borrower without an anchor, named with father's name, mobile and address. */
export default function IndividualLoanCreatePage() {
  usePathLabel("individual", "Individual loan");
  usePathLabel("new", "New individual loan");
  return <IndividualLoanForm />;
}
