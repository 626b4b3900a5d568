import type { LenderBankAccountDetail } from "@domain/api/lender-bank-accounts";
import { type HttpError, useOne } from "@refinedev/core";
import { usePathLabel } from "@src/layout/path-labels";
import { bankAccountTitle } from "./bank-account-labels";

/** The bank account of an `:id` route; while it is shown, the id in the path reads as the bank and number. */
export function useBankAccountRecord(id: string) {
  const one = useOne<LenderBankAccountDetail, HttpError>({
    resource: "lender-bank-accounts",
    id,
    queryOptions: { enabled: id !== "" },
  });
  usePathLabel(id, one.result ? bankAccountTitle(one.result) : undefined);
  return one;
}
