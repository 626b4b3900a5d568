import type { LoanManualAction } from "@domain/api/loans";

/** Each loan action's button, the question its confirmation asks, and the toast once done. */
export const LOAN_ACTIONS: Record<
  LoanManualAction,
  { label: string; question: string; done: string; danger?: boolean; primary?: boolean }
> = {
  startReview: { label: "Start review", question: "Start reviewing", done: "Review started", primary: true },
  reject: { label: "Reject", question: "Reject", done: "Loan rejected", danger: true },
  returnForCorrection: {
    label: "Return for correction",
    question: "Return for correction",
    done: "Loan returned for correction",
  },
  sanction: { label: "Sanction", question: "Sanction", done: "Loan sanctioned", primary: true },
  undoSanction: { label: "Undo sanction", question: "Undo the sanction of", done: "Sanction undone" },
  disburse: { label: "Disburse", question: "Record the disbursal of", done: "Loan disbursed", primary: true },
  undoDisbursal: { label: "Undo disbursal", question: "Undo the disbursal of", done: "Disbursal undone" },
  close: { label: "Close", question: "Close", done: "Loan closed" },
  writeOff: { label: "Write off", question: "Write off", done: "Loan written off", danger: true },
  reopen: { label: "Reopen", question: "Reopen", done: "Loan reopened" },
  undoWriteOff: { label: "Undo write-off", question: "Undo the write-off of", done: "Write-off undone" },
};
