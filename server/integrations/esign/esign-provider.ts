import type { EsignStatus } from "@domain/api/esign";

/** One person asked to sign, identified to the provider by mobile or e-mail. */
export type EsignSignerRequest = { identifier: string; name: string };

export type ProviderSigner = {
  identifier: string;
  name: string;
  status: "requested" | "signed";
  signedAt: string | null;
};

/** A signing request as the provider reports it; `signedPdf` once every signer has signed. */
export type ProviderDocument = {
  documentId: string;
  status: EsignStatus;
  signers: ProviderSigner[];
  expiresAt: string;
  signedPdf: Uint8Array | null;
};

/**
 * An e-sign provider shaped like Digio's document API: upload a PDF with its signers and get a `DID…` id, then
 * read its status (requested → signed, or expired / cancelled) with each signer's, and the signed PDF.
 */
export type EsignProvider = {
  /** Stored with each request and shown as `provider`, so nobody mistakes sandbox signatures for real ones. */
  readonly name: string;
  createSigningRequest(request: {
    pdf: Uint8Array;
    fileName: string;
    signers: readonly EsignSignerRequest[];
    expiresInDays: number;
  }): Promise<{ documentId: string; expiresAt: Date }>;
  /** The document's status, or null when the provider has no such document. */
  status(documentId: string): Promise<ProviderDocument | null>;
  cancel(documentId: string): Promise<void>;
};

/**
 * A sandbox signature: the document after it, or why it was refused with the document as it stands (the
 * identifier is not a signer, has signed already, or the document is no longer out for signing).
 */
export type SandboxSignOutcome = {
  document: ProviderDocument;
  refusal?: "notASigner" | "alreadySigned" | "closed";
};

/** The embedded sandbox also lets a signer sign from the portal. */
export type SandboxEsignProvider = EsignProvider & {
  readonly sandbox: true;
  /**
   * Marks one signer (by identifier) signed; once every signer has, the document is signed with its signed PDF.
   * Null for an unknown document.
   */
  signAs(documentId: string, identifier: string): Promise<SandboxSignOutcome | null>;
};

export const isSandboxEsign = (provider: EsignProvider): provider is SandboxEsignProvider =>
  "sandbox" in provider && provider.sandbox === true;
