import type { AdminOperation } from "@domain/enums/users";
import { closeLoanOperation, markFeePaidOperation, paymentOperation } from "./money-operations";
import {
  cancelOperation,
  scheduleEnachOperation,
  syncEsignOperation,
  syncMandateOperation,
} from "./record-operations";
import type { UtilityOperation } from "./utility-operation";
import { syncWalletOperation, updateWalletOperation } from "./wallet-operations";

/** The nine admin operations of the spec, each the command of its resource screen. */
const OPERATIONS = {
  cancel: cancelOperation,
  payment: paymentOperation,
  syncWallet: syncWalletOperation,
  scheduleEnach: scheduleEnachOperation,
  markFeePaid: markFeePaidOperation,
  updateWallet: updateWalletOperation,
  syncMandate: syncMandateOperation,
  syncEsign: syncEsignOperation,
  closeLoan: closeLoanOperation,
} satisfies Record<AdminOperation, unknown>;

/** The operation's definition, over its validated form values (each checks its own with `schema`). */
export const operationOf = (operation: AdminOperation) =>
  OPERATIONS[operation] as unknown as UtilityOperation<Record<string, unknown>>;
