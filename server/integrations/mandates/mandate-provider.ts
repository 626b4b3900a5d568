import type { MandateKind, MandateStage } from "@domain/api/mandates";
import type { RepaymentFrequency } from "@domain/enums/finance";

/** What a mandate registration asks the provider for: the limits and the debtor's account. */
export type MandateRegistration = {
  kind: MandateKind;
  maxAmountPaise: number;
  frequency: RepaymentFrequency;
  startDate: string;
  endDate: string | null;
  accountNumber: string;
  ifsc: string;
  accountHolderName: string;
  /** Our reference, e.g. the loan number. */
  reference: string;
};

/** A mandate as the provider reports it. */
export type ProviderMandate = {
  mandateId: string;
  kind: MandateKind;
  stage: MandateStage;
  umrn: string | null;
  maxAmountPaise: number;
  accountNumber: string;
  ifsc: string;
  reason: string | null;
};

/**
 * A mandate provider shaped like Digio's e-mandate API: create a mandate and get an `ENA…` id and the
 * borrower's authentication link; the borrower authenticates, the destination bank and NPCI register it
 * (UMRN), and webhooks tell each step. `status` reads it on demand (the mandate sync).
 */
export type MandateProvider = {
  /** Stored with each mandate, so nobody mistakes a sandbox UMRN for a real one. */
  readonly name: string;
  createMandate(registration: MandateRegistration): Promise<{ mandateId: string; authUrl: string }>;
  /** The mandate's state, or null when the provider has no such mandate. */
  status(mandateId: string): Promise<ProviderMandate | null>;
  cancel(mandateId: string): Promise<void>;
};

export type SandboxOutcome = "registered" | "auth_fail" | "register_failed";

/** The embedded sandbox also lets the caller play the borrower and the banks. */
export type SandboxMandateProvider = MandateProvider & {
  readonly sandbox: true;
  /** The borrower authenticates (or fails to) and the banks answer; null for an unknown mandate. */
  authenticate(mandateId: string, outcome: SandboxOutcome): Promise<ProviderMandate | null>;
};

export const isSandboxMandates = (provider: MandateProvider): provider is SandboxMandateProvider =>
  "sandbox" in provider && provider.sandbox === true;
