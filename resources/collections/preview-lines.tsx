import type { OperationPreview } from "@domain/api/pending-operations";
import { formatInr } from "@domain/money/format-inr";
import { hasPaise } from "@src/components/list-table/list-column";

/**
 * An operation's preview, line by line: each record and its amount (if it moves money), and any amount left
 * unapplied; all with two decimals when any of them has paise, as the lists show amounts.
 */
export function PreviewLines({ preview }: { preview: OperationPreview }) {
  const amounts = [...preview.lines.map((line) => line.amountPaise), preview.unappliedPaise];
  const fixed = hasPaise(amounts, (paise) => paise);
  const rupees = (paise: number) => formatInr(paise, { currency: true, fixed });
  return (
    <ul>
      {preview.lines.map((line, index) => (
        <li key={`${line.reference}-${index}`}>
          {line.reference} · {line.label}
          {line.amountPaise ? `: ${rupees(line.amountPaise)}` : ""}
        </li>
      ))}
      {preview.unappliedPaise ? <li>Unapplied (suspense): {rupees(preview.unappliedPaise)}</li> : null}
    </ul>
  );
}
