import type { Identity } from "@domain/api/auth";
import type { EsignRequest, EsignSigner } from "@domain/api/esign";

/** The embedded sandbox provider (no real signatures): its requests can be signed from the portal. */
export const isSandbox = (request: EsignRequest) => /sandbox/i.test(request.provider);

/**
 * The signer the signed-in user still has to sign as on a sandbox request it can see (the API lists only
 * those): an NBFC user its lender's signatory, a merchant user the borrower of its own loans. Platform staff
 * sign for nobody. The API checks again (the borrower's mobile too) and refuses in words.
 */
export function pendingOwnSigner(
  identity: Identity | undefined,
  request: EsignRequest,
): EsignSigner | undefined {
  if (!isSandbox(request) || request.status !== "requested") return undefined;
  const role =
    identity?.kind === "ADMIN" && identity.userType === "NBFC"
      ? "LENDER"
      : identity?.kind === "MERCHANT" && identity.userType === "USER"
        ? "BORROWER"
        : undefined;
  const signer = request.signers.find((one) => one.role === role);
  return signer?.status === "requested" ? signer : undefined;
}
