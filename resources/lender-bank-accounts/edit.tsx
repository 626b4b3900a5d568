import { BANK_ACCOUNT_NOT_ACTIVE } from "@domain/api/lender-bank-accounts";
import { Alert, Skeleton } from "antd";
import { usePathLabel } from "@src/layout/path-labels";
import { useParams } from "react-router";
import { bankAccountTitle } from "./bank-account-labels";
import { BankAccountForm } from "./form";
import { useBankAccountRecord } from "./use-bank-account-record";

/** Proposes a change to an approved bank account; the change waits for a second staff user's approval. */
export default function LenderBankAccountEditPage() {
  const { id = "" } = useParams();
  const { result: account, query } = useBankAccountRecord(id);
  usePathLabel("edit", account ? `Edit ${bankAccountTitle(account)}` : undefined);
  if (query.isLoading) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!account) return <Alert type="warning" showIcon message="Bank account not found" />;
  if (account.status !== "ACTIVE") return <Alert type="info" showIcon message={BANK_ACCOUNT_NOT_ACTIVE} />;
  return <BankAccountForm key={account.version} account={account} />;
}
