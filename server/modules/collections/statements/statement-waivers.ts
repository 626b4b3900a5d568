import type { DueComponent } from "@domain/collections/appropriation";
import type { BusinessDate } from "@domain/dates/business-date";
import { humanize } from "@domain/enums/labels";
import type { emis, emiWriteOffs } from "@server/db/schema/index";

type EmiRow = typeof emis.$inferSelect;
type WaiverRow = typeof emiWriteOffs.$inferSelect;

/** A due as raised (before any waiver) and as it stood at the end of the statement's date (less the waivers by then). */
export type DueFigures = { principal: number; interest: number; principalThen: number; interestThen: number };

/**
 * An approved waiver lowered the due's columns: the statement shows each due as raised and the waiver as a credit
 * of its own date, so a date before the waiver reads the due as it stood then. Each due's figures, by id.
 */
export function dueFiguresOf(
  dues: readonly EmiRow[],
  waivers: readonly WaiverRow[],
  asOf: BusinessDate,
): Map<string, DueFigures> {
  const figures = new Map<string, DueFigures>(
    dues.map((emi) => [
      emi.id,
      {
        principal: emi.principalDuePaise,
        interest: emi.interestDuePaise,
        principalThen: emi.principalDuePaise,
        interestThen: emi.interestDuePaise,
      },
    ]),
  );
  for (const line of waivers) {
    const due = figures.get(line.emiId);
    if (!due) continue;
    const later = line.writtenOffOn > asOf ? line.amountPaise : 0;
    if (line.component === "PRINCIPAL") {
      due.principal += line.amountPaise;
      due.principalThen += later;
    } else if (line.component === "INTEREST") {
      due.interest += line.amountPaise;
      due.interestThen += later;
    }
  }
  return figures;
}

/** The statement's credit line of each waiver dated on or before `asOf`. */
export const waiverEntries = (
  waivers: readonly WaiverRow[],
  asOf: BusinessDate,
  trancheRefOf: ReadonlyMap<string, string>,
) =>
  waivers
    .filter((line) => line.writtenOffOn <= asOf)
    .map((line) => ({
      id: line.id,
      date: line.writtenOffOn,
      kind: "WAIVER" as const,
      trancheRef: trancheRefOf.get(line.emiId) ?? null,
      reference: trancheRefOf.get(line.emiId) ?? "",
      description: `${humanize(line.component)} waived${line.reason ? `: ${line.reason}` : ""}`,
      split: { PENAL: 0, INTEREST: 0, PRINCIPAL: 0, [line.component as DueComponent]: line.amountPaise },
      sign: -1,
    }));
