import { gstinCheckCharacter } from "@domain/identifiers/gstin";
import fc from "fast-check";

/** Seeded record ids by table, for the id fields whose record must exist. */
export type SeededIds = Readonly<Record<string, readonly string[]>>;

/** The table whose record an id field names, by the field's name. */
const ID_TABLES: readonly (readonly [RegExp, string])[] = [
  [/^anchor(Id)?$/i, "anchors"],
  [/^lender(Id)?$/i, "lenders"],
  [/^(user|borrowerUser)Id$/i, "users"],
  [/^loanId$/i, "loans"],
  [/^programmeId$/i, "programmes"],
];

/** The tables `seededIds` must read: every table an id field can name. */
export const ID_TABLE_NAMES = [...new Set(ID_TABLES.map(([, table]) => table))];

const sample = (pattern: RegExp, count = 3) =>
  fc.sample(fc.stringMatching(pattern), { numRuns: count, seed: 26 });

const PANS = sample(/^[A-Z]{3}[PCHFATBLJG][A-Z][0-9]{4}[A-Z]$/);
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * Well-formed values of the formats Indian lending forms check (PAN, GSTIN with its check character, IFSC
 * with one branch the bank directory knows, mobile, pincode, UTR, UMRN, account number, e-mail, ISO date,
 * colour, password, amounts and counts): the builder keeps, for each field, those its own zod schema accepts.
 */
export const FORMATTED_VALUES: readonly unknown[] = [
  ...PANS,
  ...PANS.map((pan, n) => {
    const first14 = `${["27", "29", "07"][n]}${pan}1Z`;
    return `${first14}${gstinCheckCharacter(first14)}`;
  }),
  "SBIN0000300",
  ...sample(/^[A-Z]{4}0[A-Z0-9]{6}$/),
  ...sample(/^[6-9][0-9]{9}$/),
  ...sample(/^[1-9][0-9]{5}$/),
  ...sample(/^[0-9]{12}$/),
  ...sample(/^[A-Z]{4}[0-9]{16}$/),
  ...sample(/^[1-9][0-9]{8,17}$/),
  ...sample(/^[a-z]{4,10}@example\.in$/),
  ...[-400, -30, -1, 0, 1, 7, 30, 90, 365].map(isoDay),
  "#1A73E8",
  "Ledger#2026a",
  ...[0, 1, 1.5, 2, 3, 5, 7, 10, 12, 15, 18, 24, 30, 45, 60, 90, 100, 365, 2500, 25000.5, 500000],
  ...["1", "5", "12", "30", "2500", "25000.50"],
];

/** The seeded ids of the table an id field names (by its name), if it names one and it has rows. */
export function seededIdsFor(name: string, seeded: SeededIds): readonly string[] | undefined {
  const table = ID_TABLES.find(([pattern]) => pattern.test(name))?.[1];
  const ids = table ? seeded[table] : undefined;
  return ids && ids.length > 0 ? ids : undefined;
}

/** The body with each `confirmX` of the schema set to its `x`, when sent (a form checks the pair is equal). */
export function withConfirmations(
  body: Record<string, unknown>,
  names: readonly string[],
): Record<string, unknown> {
  const confirmed = { ...body };
  for (const name of names) {
    const match = /^confirm(.+)$/i.exec(name);
    const original = match && Object.keys(body).find((key) => key.toLowerCase() === match[1]!.toLowerCase());
    if (original) confirmed[name] = body[original];
  }
  return confirmed;
}
