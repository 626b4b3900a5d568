/** The parts of a due a receipt can pay, each its own ledger line. */
export const DUE_COMPONENTS = ["PENAL", "INTEREST", "PRINCIPAL"] as const;
export type DueComponent = (typeof DUE_COMPONENTS)[number];
export const DUE_COMPONENT_LABELS: Record<DueComponent, string> = {
  PENAL: "Penal charges",
  INTEREST: "Interest",
  PRINCIPAL: "Principal",
};

/**
 * How a receipt is spread over the borrower's open dues (domain.md section 1, Fineract's strategies):
 * - `PENAL_INTEREST_PRINCIPAL` (the default): oldest due first, and within each due its penal charges, then
 *   its interest, then its principal (Fineract's `mifos-standard-strategy`);
 * - `RBI_INDIA`: oldest due first, each due's penal charges then its interest; only then principal, oldest
 *   due first (Fineract's `rbi-india-strategy`: all interest, due and overdue, before any principal).
 */
export const APPROPRIATION_ORDERS = ["PENAL_INTEREST_PRINCIPAL", "RBI_INDIA"] as const;
export type AppropriationOrder = (typeof APPROPRIATION_ORDERS)[number];
export const DEFAULT_APPROPRIATION_ORDER: AppropriationOrder = "PENAL_INTEREST_PRINCIPAL";

/** One open due: what is still outstanding of each component, in paise. */
export interface OpenDue {
  id: string;
  dueDate: string;
  installmentNumber: number;
  outstandingPaise: Readonly<Record<DueComponent, number>>;
}

export interface AllocationLine {
  dueId: string;
  component: DueComponent;
  amountPaise: number;
}

export interface Appropriation {
  lines: AllocationLine[];
  /** What no due could take: held in suspense. */
  unappliedPaise: number;
}

type Slot = readonly [OpenDue, DueComponent];

const oldestFirst = (a: OpenDue, b: OpenDue): number =>
  (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0) ||
  a.installmentNumber - b.installmentNumber ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const slotsOf = (dues: readonly OpenDue[], components: readonly DueComponent[]): Slot[] =>
  dues.flatMap((due) => components.map((component): Slot => [due, component]));

/** The (due, component) pairs in the order `order` pays them. */
function payingOrder(dues: readonly OpenDue[], order: AppropriationOrder): Slot[] {
  const sorted = [...dues].sort(oldestFirst);
  if (order === "RBI_INDIA")
    return [...slotsOf(sorted, ["PENAL", "INTEREST"]), ...slotsOf(sorted, ["PRINCIPAL"])];
  return slotsOf(sorted, DUE_COMPONENTS);
}

function assertOwed(due: OpenDue): void {
  for (const component of DUE_COMPONENTS) {
    const owed = due.outstandingPaise[component];
    if (!Number.isSafeInteger(owed) || owed < 0)
      throw new RangeError(
        `Due ${due.id} owes ${owed} paise of ${component}: not a whole, non-negative amount`,
      );
  }
}

/**
 * Spreads `amountPaise` over `dues` in `order`: each component takes what it still owes or what is left,
 * whichever is less. Integer paise in, integer paise out; nothing is rounded. What is left is unapplied.
 * The caller passes the dues that are payable now (due or overdue); a due's outstanding amounts are
 * validated whether or not the receipt reaches it.
 */
export function appropriate(
  amountPaise: number,
  dues: readonly OpenDue[],
  order: AppropriationOrder = DEFAULT_APPROPRIATION_ORDER,
): Appropriation {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0)
    throw new RangeError(`A receipt is a whole, non-negative number of paise, not ${amountPaise}`);
  dues.forEach(assertOwed);
  let left = amountPaise;
  const lines: AllocationLine[] = [];
  for (const [due, component] of payingOrder(dues, order)) {
    if (left === 0) break;
    const paid = Math.min(due.outstandingPaise[component], left);
    if (paid === 0) continue;
    lines.push({ dueId: due.id, component, amountPaise: paid });
    left -= paid;
  }
  return { lines, unappliedPaise: left };
}

/**
 * The lines that undo `lines` (a reversal receipt): the same dues and components, negated, in the same
 * order. A correction posts these, then appropriates the corrected receipt afresh (reversal and replay).
 */
export const reversalOf = (lines: readonly AllocationLine[]): AllocationLine[] =>
  lines.map(({ dueId, component, amountPaise }) => ({ dueId, component, amountPaise: -amountPaise }));
