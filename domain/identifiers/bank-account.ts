/** Indian bank account numbers have 9 to 18 digits and no check digit. */
export const BANK_ACCOUNT_DIGITS = /^\d{9,18}$/;
export const BANK_ACCOUNT_FORMAT = "Bank account number must be 9 to 18 digits";

/** Whether an account number has the shape a bank check can verify (anything else fails without a call). */
export const isCheckableBankAccount = (account: string): boolean => BANK_ACCOUNT_DIGITS.test(account);
