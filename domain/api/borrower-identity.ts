import { requiredText } from "@domain/schemas/text-fields";
import { versionField } from "@domain/schemas/version-field";
import { z } from "zod";

export const BORROWER_IDENTITY_ACTIONS = ["MERGE", "SPLIT"] as const;
export const MERGE_NEEDS_LOAN = "Name the loan whose borrower this is";

/**
 * `POST /user/loans/:id/borrower`: staff correct the borrower match at the loan's version. MERGE makes the
 * loan's borrower the borrower of `withLoanNumber`; SPLIT gives the loan a borrower of its own. With a reason.
 */
export const borrowerIdentityChangeSchema = z
  .object({
    version: versionField,
    action: z.enum(BORROWER_IDENTITY_ACTIONS, { error: "Action must be MERGE or SPLIT" }),
    withLoanNumber: z.string().trim().max(20, "Loan number can be at most 20 characters").optional(),
    reason: requiredText("Reason", { max: 500 }),
  })
  .superRefine((change, ctx) => {
    if (change.action === "MERGE" && !change.withLoanNumber)
      ctx.addIssue({ code: "custom", path: ["withLoanNumber"], message: MERGE_NEEDS_LOAN });
  });
export type BorrowerIdentityChange = z.output<typeof borrowerIdentityChangeSchema>;

/** Another loan of the same borrower, as the loan page lists it. */
export const sameBorrowerLoanSchema = z.object({
  id: z.string(),
  loanNumber: z.string(),
  status: z.string(),
});
