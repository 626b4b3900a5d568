import type { BankValidation, GstValidation, PanValidation } from "@domain/api/kyc";
import { BANK_ACCOUNT_FORMAT, isCheckableBankAccount } from "@domain/identifiers/bank-account";
import { validateGstin } from "@domain/identifiers/gstin";
import { gstStateName } from "@domain/identifiers/gstin-states";
import { validateIfsc } from "@domain/identifiers/ifsc";
import { panHolderType, validatePan } from "@domain/identifiers/pan";
import type { KycProvider } from "@server/integrations/kyc/kyc-provider";
import { bankNameForIfsc, ifscExists } from "@server/integrations/ifsc/bank-directory";

const normaliseName = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ")
    .trim();

export const IFSC_UNKNOWN = "No bank branch has this IFSC";

/** PAN: format and holder type offline; the holder's name (and a match with `name`) from the provider. */
export async function checkPan(kyc: KycProvider, panNumber: string, name?: string): Promise<PanValidation> {
  const result = validatePan(panNumber);
  if (!result.valid) return { valid: false, message: result.reason, panNumber: panNumber.toUpperCase() };
  const registeredName = (await kyc.panHolderName(result.value)) ?? undefined;
  const nameGiven = name !== undefined && name !== "";
  return {
    valid: true,
    panNumber: result.value,
    holderType: panHolderType(result.value)?.label,
    registeredName,
    ...(nameGiven && registeredName
      ? { nameMatch: normaliseName(name) === normaliseName(registeredName) }
      : {}),
    source: kyc.source,
  };
}

/** GSTIN: state, embedded PAN and check character offline; the legal name from the provider. */
export async function checkGstin(kyc: KycProvider, gstNumber: string): Promise<GstValidation> {
  const result = validateGstin(gstNumber);
  if (!result.valid) return { valid: false, message: result.reason, gstNumber: gstNumber.toUpperCase() };
  return {
    valid: true,
    gstNumber: result.value,
    stateCode: result.value.slice(0, 2),
    stateName: gstStateName(result.value) ?? undefined,
    panNumber: result.value.slice(2, 12),
    legalName: (await kyc.gstinLegalName(result.value)) ?? undefined,
    source: kyc.source,
  };
}

/**
 * Bank account: IFSC format offline, the bank name from the shipped IFSC dataset, the branch and the
 * account holder from the provider. Indian account numbers have 9 to 18 digits and no check digit.
 */
export async function checkBankAccount(
  kyc: KycProvider,
  bankAccount: string,
  ifsc: string,
  expectedName?: string,
): Promise<BankValidation> {
  const account = bankAccount.replace(/\s+/g, "");
  const ifscResult = validateIfsc(ifsc);
  const base = { bankAccount: account, ifsc: ifsc.toUpperCase() };
  if (!ifscResult.valid) return { valid: false, message: ifscResult.reason, ...base };
  if (!ifscExists(ifscResult.value))
    return { valid: false, message: IFSC_UNKNOWN, ...base, ifsc: ifscResult.value };
  const bankName = bankNameForIfsc(ifscResult.value) ?? undefined;
  if (!isCheckableBankAccount(account))
    return { valid: false, message: BANK_ACCOUNT_FORMAT, ...base, ifsc: ifscResult.value, bankName };
  return {
    valid: true,
    bankAccount: account,
    ifsc: ifscResult.value,
    bankName,
    branch: (await kyc.ifscBranch(ifscResult.value)) ?? undefined,
    accountHolderName: (await kyc.bankAccountHolder(account, ifscResult.value, expectedName)) ?? undefined,
    source: kyc.source,
  };
}
