/**
 * Names a KYC provider knows for identifiers that already passed the offline format checks. The embedded
 * default is a deterministic sandbox; a real provider (NSDL, Karza, Signzy...) implements the same port.
 */
export type KycProvider = {
  /** Shown as `source` in results, so nobody mistakes sandbox names for verified ones. */
  readonly source: string;
  panHolderName(pan: string): Promise<string | null>;
  gstinLegalName(gstin: string): Promise<string | null>;
  /** The branch an IFSC known to exist names. */
  ifscBranch(ifsc: string): Promise<string | null>;
  /** The account holder of a bank account, for an IFSC known to exist; `expectedName` is whose it should be. */
  bankAccountHolder(account: string, ifsc: string, expectedName?: string): Promise<string | null>;
};
