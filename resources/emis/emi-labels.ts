import { EMI_PRESENTATION_LABELS, type EmiItem, type EmiPageAction, emiTitle } from "@domain/api/emis";
import { formatDate } from "@domain/dates/display-date";
import { formatInr } from "@domain/money/format-inr";

export const presentationLabel = (emi: Pick<EmiItem, "presentation">) =>
  emi.presentation ? EMI_PRESENTATION_LABELS[emi.presentation] : "—";

type ActionText = { label: string; done: string; danger?: boolean; primary?: boolean };

/** Each action's button and toast. */
export const EMI_ACTION_TEXT: Record<EmiPageAction, ActionText> = {
  markReady: { label: "Mark ready", done: "The EMI is ready for scheduling", primary: true },
  schedule: { label: "Schedule e-NACH", done: "The EMI is scheduled", primary: true },
  unschedule: { label: "Take off the file", done: "The EMI is off the presentation file" },
  present: { label: "Present", done: "The EMI is presented", primary: true },
  bounce: { label: "Bounce", done: "The bounce is recorded", danger: true },
  fail: { label: "Failed", done: "The failure is recorded", danger: true },
  reschedule: { label: "Re-present", done: "The EMI will be presented again", primary: true },
  debitSuccess: {
    label: "Debit succeeded",
    done: "The debit is waiting for another staff user's approval",
    primary: true,
  },
  pause: { label: "Pause", done: "The EMI is paused" },
  resume: { label: "Resume", done: "The EMI is back in collection" },
  cancel: { label: "Cancel EMI", done: "Sent for approval", danger: true },
};

/** What a confirmed action will do, in words, for its confirmation. */
export function emiActionQuestion(action: EmiPageAction, emi: EmiItem): string {
  const owed = formatInr(emi.outstandingPaise, { currency: true });
  const what = `${emiTitle(emi)} (${owed} outstanding, due ${formatDate(emi.dueDate)})`;
  switch (action) {
    case "markReady":
      return `Mark ${what} ready for e-NACH scheduling?`;
    case "unschedule":
      return `Take ${what} off the presentation file? It will not be debited.`;
    case "fail":
      return `Record that the presentation of ${what} failed before reaching the borrower's bank? No bounce charge applies.`;
    case "pause":
      return `Pause collection of ${what}? Days past due keep counting from the due date.`;
    case "resume":
      return `Resume collection of ${what}?`;
    default:
      return `${EMI_ACTION_TEXT[action].label} ${what}?`;
  }
}
