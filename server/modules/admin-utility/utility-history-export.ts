import type { UtilityRun } from "@domain/api/admin-utility";
import { approvalWords, UTILITY_OUTCOME_LABELS } from "@domain/api/utility-run-words";
import { ADMIN_OPERATION_LABELS } from "@domain/enums/users";
import { indiaDateTime } from "@server/exports/csv-cells";
import { type CsvColumn, ID_HEADER } from "@server/exports/csv-export";

/** The admin utility history's columns, as the screen labels and words them. */
export const UTILITY_HISTORY_EXPORT_COLUMNS: CsvColumn<UtilityRun>[] = [
  { header: ID_HEADER, value: (run) => run.id },
  { header: "Run (India time)", value: (run) => indiaDateTime(new Date(run.runAt)) },
  { header: "Operation", value: (run) => ADMIN_OPERATION_LABELS[run.operation] },
  { header: "User", value: (run) => run.userName },
  { header: "Outcome", value: (run) => UTILITY_OUTCOME_LABELS[run.outcome] },
  { header: "What", value: (run) => run.message },
  { header: "Run by", value: (run) => run.runByName },
  { header: "Approval", value: approvalWords },
];
