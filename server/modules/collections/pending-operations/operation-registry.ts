import type { PendingOperationKind } from "@domain/api/pending-operations";
import { cancelCollectionsOperation } from "../collection-manager/bulk-actions";
import { emiCancelOperation } from "../emis/emi-cancel";
import { emiWaiverOperation } from "../emis/emi-waiver";
import { nachDebitOperation } from "../emis/nach-debit";
import {
  bulkCollectionOperation,
  manualPaymentOperation,
  settlementOperation,
  userCollectionOperation,
} from "../receipts/payment-commands";
import { processingFeeOperation } from "../receipts/processing-fee";
import { closeLoanOperation } from "@server/modules/loans/loans/loan-close";
import { loanWriteOffOperation } from "@server/modules/loans/loans/loan-write-off";
import { utrCorrectionOperation } from "../receipts/utr-correction";
import { utrImportOperation } from "@server/modules/utr-imports/utr-import-operation";
import type { MoneyOperation } from "./operation-context";

/** Every money command that waits for a second staff user, by the kind its proposal is filed under. */
export const MONEY_OPERATIONS: Record<PendingOperationKind, MoneyOperation<never>> = {
  MANUAL_PAYMENT: manualPaymentOperation,
  USER_COLLECTION: userCollectionOperation,
  BULK_COLLECTION: bulkCollectionOperation,
  SETTLEMENT: settlementOperation,
  PROCESSING_FEE: processingFeeOperation,
  COLLECTION_CANCEL: cancelCollectionsOperation,
  CLOSE_LOAN: closeLoanOperation,
  UTR_CORRECTION: utrCorrectionOperation,
  NACH_DEBIT: nachDebitOperation,
  UTR_IMPORT: utrImportOperation,
  EMI_CANCEL: emiCancelOperation,
  EMI_WAIVER: emiWaiverOperation,
  LOAN_WRITE_OFF: loanWriteOffOperation,
};
