import type { ProgrammeDetail, ProgrammeUpdateRequest } from "@domain/api/programmes";
import { PROGRAMME_CHECKED_FIELDS } from "@domain/api/programmes";
import { PAISE_PER_RUPEE } from "@domain/money/paise";
import { PROGRAMME_CHANGE_LABELS } from "./programme-labels";

/** Rupees as the limit field shows them: whole rupees, or with the paise when there are any. */
const rupeesText = (paise: number): string =>
  paise % PAISE_PER_RUPEE === 0 ? String(paise / PAISE_PER_RUPEE) : (paise / PAISE_PER_RUPEE).toFixed(2);

/** The edit form's values for a programme as the server holds it, at the version read. */
export function programmeFormValues(programme: ProgrammeDetail): ProgrammeUpdateRequest {
  return {
    name: programme.name,
    programLimit: rupeesText(programme.programLimitPaise),
    userType: programme.userType,
    dashboards: programme.dashboards,
    isGstEnable: programme.isGstEnable,
    isItrEnable: programme.isItrEnable,
    subPlan: programme.subPlan ?? "",
    liabilityInterestDays: programme.liabilityInterestDays,
    geography: programme.geography,
    gst: programme.gst ?? "",
    themeColor: programme.themeColor ?? "",
    interestRatePercent: programme.interestRatePercent === null ? "" : String(programme.interestRatePercent),
    version: programme.version,
  };
}

/** Field names as a sentence says them: "programme limit, liability days or interest rate". */
function inWords(fields: readonly string[], conjunction = "or"): string {
  const words = fields.map((field) =>
    (PROGRAMME_CHANGE_LABELS[field] ?? field).replace(/ \(.*\)$/, "").toLowerCase(),
  );
  return words.length < 2
    ? words.join("")
    : `${words.slice(0, -1).join(", ")} ${conjunction} ${words.at(-1)}`;
}

/** The checked fields' names in words, for the sentence that says what waits for approval. */
export const CHECKED_FIELDS_IN_WORDS = inWords(PROGRAMME_CHECKED_FIELDS.map(String));

/** What a save answered, in words: saved, or saved with a change that waits for a second user's approval. */
export function savedMessage(programme: Pick<ProgrammeDetail, "pendingChange">): string {
  const waiting = programme.pendingChange?.state === "PENDING" ? programme.pendingChange : null;
  if (!waiting) return "Programme saved";
  const fields = inWords(
    waiting.changes.map((change) => change.field),
    "and",
  );
  return `Programme saved. The change to ${fields} waits for another staff user's approval`;
}
