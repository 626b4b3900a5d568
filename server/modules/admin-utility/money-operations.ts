import { eq } from "drizzle-orm";
import { processingFeeRequestSchema } from "@domain/api/collections";
import { closeLoanRequestSchema } from "@domain/api/admin-utility";
import { manualPaymentSchema, type ManualPaymentValues } from "@domain/schemas/payment-operations";
import type { Executor } from "@server/db/database";
import { emis } from "@server/db/schema/collections";
import { loans } from "@server/db/schema/loans";
import { dueScopeCondition } from "@server/modules/collections/receipts/due-scope";
import { trancheScopeOf } from "@server/modules/collections/receipts/tranche-ref";
import { type z } from "zod";
import type { OwnerCheck, UtilityOperation } from "./utility-operation";

const loanOwner: OwnerCheck<{ loanId: string }> = {
  field: "loanId",
  label: "Loan",
  ownerOf: async (db, input) => {
    const [loan] = await db
      .select({ owner: loans.borrowerUserId })
      .from(loans)
      .where(eq(loans.id, input.loanId));
    return loan ? loan.owner : undefined;
  },
};

/** The borrower of the tranche (loan or invoice) a payment names. */
async function trancheOwner(db: Executor, input: ManualPaymentValues) {
  const scope = await trancheScopeOf(db, input.paymentInvoiceId, "paymentInvoiceId");
  const [due] = await db
    .select({ owner: emis.borrowerUserId })
    .from(emis)
    .where(dueScopeCondition(scope))
    .limit(1);
  return due?.owner ?? null;
}

/** payment: the manual payment form (`/account/collect/payment/add`), for approval. */
export const paymentOperation: UtilityOperation<ManualPaymentValues> = {
  schema: manualPaymentSchema,
  approval: "MANUAL_PAYMENT",
  owner: { field: "paymentInvoiceId", label: "Invoice Id", ownerOf: trancheOwner },
};

/** markFeePaid: the processing-fee form of a loan (`/account/collect/payment/processing-fee`), for approval. */
export const markFeePaidOperation: UtilityOperation<z.output<typeof processingFeeRequestSchema>> = {
  schema: processingFeeRequestSchema,
  approval: "PROCESSING_FEE",
  owner: loanOwner,
};

/** closeLoan: the loan machine's close, for approval; nothing may still be due. */
export const closeLoanOperation: UtilityOperation<z.output<typeof closeLoanRequestSchema>> = {
  schema: closeLoanRequestSchema,
  approval: "CLOSE_LOAN",
  owner: loanOwner,
};
