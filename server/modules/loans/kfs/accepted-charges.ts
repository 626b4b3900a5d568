import { and, eq } from "drizzle-orm";
import { kfsTermsSchema } from "@domain/api/loans";
import { formatInr } from "@domain/money/format-inr";
import { parseRupees } from "@domain/money/parse-rupees";
import type { Executor } from "@server/db/database";
import { kfsVersions } from "@server/db/schema/loans";
import { conflict } from "@server/http/errors";

/** The label under which the processing fee (with its GST) is charged. */
export const PROCESSING_FEE_CHARGE = "Processing fee";
export const NO_ACCEPTED_KFS = "This loan has no accepted KFS, so no fee can be charged on it";

const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * RBI's KFS directions: no fee may be charged that is not on the KFS the borrower accepted. Every fee or
 * charge that collections raise on a loan goes through this check inside its transaction: the charge must
 * be a line of the accepted KFS (the processing fee with its GST, or one of the other charges, by label)
 * and no more than the amount stated there; otherwise 409 saying so.
 */
export async function assertChargeOnAcceptedKfs(
  tx: Executor,
  loanId: string,
  chargeLabel: string,
  amountPaise: number,
): Promise<void> {
  const [accepted] = await tx
    .select({ proposalNumber: kfsVersions.proposalNumber, terms: kfsVersions.terms })
    .from(kfsVersions)
    .where(and(eq(kfsVersions.loanId, loanId), eq(kfsVersions.state, "ACCEPTED")));
  if (!accepted) throw conflict(NO_ACCEPTED_KFS);
  const terms = kfsTermsSchema.parse(accepted.terms);
  const lines = [
    {
      label: PROCESSING_FEE_CHARGE,
      amountPaise: parseRupees(terms.calculation.processingFee) + parseRupees(terms.calculation.feeGst),
    },
    ...terms.otherCharges,
  ];
  const line = lines.find((candidate) => sameLabel(candidate.label, chargeLabel));
  if (!line)
    throw conflict(
      `${chargeLabel} is not on the accepted KFS ${accepted.proposalNumber}; no fee outside the KFS may be charged`,
    );
  if (amountPaise > line.amountPaise)
    throw conflict(
      `${chargeLabel} of ₹${formatInr(amountPaise, { fixed: true })} is more than the ₹${formatInr(line.amountPaise, { fixed: true })} on the accepted KFS ${accepted.proposalNumber}`,
    );
}
