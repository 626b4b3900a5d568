import { randomUUID } from "node:crypto";
import { DUE_COMPONENT_LABELS, DUE_COMPONENTS, type DueComponent } from "@domain/collections/appropriation";
import type { WriteOffKind } from "@domain/collections/write-offs";
import { emiTitle } from "@domain/api/emis";
import type { PreviewLine } from "@domain/api/pending-operations";
import type { Executor } from "@server/db/database";
import { emiWriteOffs } from "@server/db/schema/collections";
import { type Approval, type MoneyContext, todayOf } from "../pending-operations/operation-context";
import { outstandingOf } from "../receipts/open-dues";
import type { EmiRow } from "./emi-transition";

/** One component of one due an approved operation removes. */
export type WriteOffLine = { emiId: string; component: DueComponent; amountPaise: number };

/** Each component the due still owes, in appropriation order. */
export const owedLines = (emi: EmiRow): WriteOffLine[] =>
  DUE_COMPONENTS.filter((component) => outstandingOf(emi)[component] > 0).map((component) => ({
    emiId: emi.id,
    component,
    amountPaise: outstandingOf(emi)[component],
  }));

/** The preview's line for `line` of `emi`: "Interest removed", "Principal written off" ... */
export const previewLineOf = (emi: EmiRow, line: WriteOffLine, verb: string): PreviewLine => ({
  label: `${DUE_COMPONENT_LABELS[line.component]} ${verb}`,
  reference: emiTitle(emi),
  amountPaise: line.amountPaise,
});

/**
 * Writes an approved operation's `emi_write_offs` lines (never edited): `kind`, the operation, who proposed and
 * who approved it, the proposer's reason, dated the approval's day.
 */
export async function insertOperationWriteOffs(
  tx: Executor,
  kind: WriteOffKind,
  lines: readonly WriteOffLine[],
  reason: string,
  context: Pick<MoneyContext, "now">,
  approval: Approval,
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(emiWriteOffs).values(
    lines.map((line) => ({
      id: randomUUID(),
      ...line,
      kind,
      operationId: approval.operationId,
      writtenOffOn: todayOf(context),
      createdBy: approval.proposedBy,
      approvedBy: approval.approvedBy,
      reason,
      createdAt: context.now,
    })),
  );
}
