import { usePathLabel } from "@src/layout/path-labels";
import { BankAccountForm } from "./form";

/** A new lender bank account; it waits for a second staff user's approval. */
export default function LenderBankAccountCreatePage() {
  usePathLabel("new", "New bank account");
  return <BankAccountForm />;
}
