import { eq } from "drizzle-orm";
import { ESIGN_NOT_A_SIGNER, ESIGN_STAFF_CANNOT_SIGN, type EsignSigner } from "@domain/api/esign";
import type { Principal } from "@server/auth/principal";
import type { Executor } from "@server/db/database";
import { users } from "@server/db/schema/index";
import { forbidden } from "@server/http/errors";
import { isLenderUser } from "../loan-access";

type SignedLoan = { lenderId: string; borrowerUserId: string | null };

/**
 * The signer the caller is on an e-sign request: the borrower's (signing by mobile) for the loan's own
 * merchant user with that mobile, the lender's (its signatory's e-mail) for an NBFC user of the loan's lender.
 * Anyone else, platform staff first, is refused in words: nobody signs for someone else.
 */
export async function signerOfCaller(
  db: Executor,
  principal: Principal,
  loan: SignedLoan,
  signers: readonly EsignSigner[],
): Promise<EsignSigner> {
  if (principal.kind === "ADMIN" && principal.userType !== "NBFC") throw forbidden(ESIGN_STAFF_CANNOT_SIGN);
  const role = signingRole(principal, loan);
  const signer = signers.find((one) => one.role === role);
  if (!signer) throw forbidden(ESIGN_NOT_A_SIGNER);
  if (role === "BORROWER") {
    const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, principal.id));
    if (user?.mobile !== signer.identifier) throw forbidden(ESIGN_NOT_A_SIGNER);
  }
  return signer;
}

function signingRole(principal: Principal, loan: SignedLoan): EsignSigner["role"] | null {
  if (isLenderUser(principal, loan.lenderId)) return "LENDER";
  if (principal.kind === "MERCHANT" && principal.id === loan.borrowerUserId) return "BORROWER";
  return null;
}
