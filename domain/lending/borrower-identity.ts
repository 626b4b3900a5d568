/**
 * RBI classifies borrower-wise, so two loans to one person are one borrower even without a merchant account.
 * Such a borrower is matched on the PAN when the loan gives one, else on the mobile number and the name (case
 * and spacing aside); with neither, the loan is a borrower of its own. Staff merge or split what the match got
 * wrong. The same key is computed by migration 0040 for the loans entered before it.
 */
export function borrowerMatchKey(borrower: {
  pan?: string | null;
  mobile?: string | null;
  name: string;
}): string | null {
  const pan = borrower.pan?.trim().toUpperCase();
  if (pan) return `pan:${pan}`;
  const mobile = borrower.mobile?.trim();
  if (!mobile) return null;
  return `mobile:${mobile}/${borrower.name.trim().replace(/\s+/g, " ").toLowerCase()}`;
}

/** The borrower key of an identity's dues and receipts (`server/db/schema/collections.ts`). */
export const identityBorrowerKey = (identityId: string): string => `borrower:${identityId}`;

export const BORROWER_ACCOUNT_LOAN =
  "This loan's borrower has a merchant account: that account is the borrower";
export const sameBorrowerAlready = (loanNumber: string) => `${loanNumber} is already this borrower's loan`;
export const ALONE_ALREADY = "This loan is already its borrower's only loan";
