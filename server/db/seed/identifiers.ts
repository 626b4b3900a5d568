import { createHash } from "node:crypto";
import { gstinCheckCharacter } from "@domain/identifiers/gstin";
import { validateGstin } from "@domain/identifiers/gstin";
import { validatePan } from "@domain/identifiers/pan";

/** A UUID derived from a key: the same seed always produces the same ids (handy for links and tests). */
export function seedId(key: string): string {
  const hex = createHash("sha256").update(`ledgerline:${key}`).digest("hex");
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A well-formed PAN for the n-th seeded holder: unique for n below 175 million. */
export function seedPan(n: number, holder: "P" | "C" | "F", nameInitial: string): string {
  const block = Math.floor(n / 10_000);
  const prefix = [2, 1, 0].map((power) => LETTERS.charAt(Math.floor(block / 26 ** power) % 26)).join("");
  // A PAN's serial is never 0000: that slot takes serial 9999 with a last letter no other n of the block has.
  const serial = n % 10_000 === 0 ? "9999" : String(n % 10_000).padStart(4, "0");
  const last = LETTERS.charAt((n + (n % 10_000 === 0 ? 1 : 0)) % 26);
  const pan = `${prefix}${holder}${nameInitial.toUpperCase()}${serial}${last}`;
  const checked = validatePan(pan);
  if (!checked.valid) throw new Error(`Seed PAN ${pan} is invalid: ${checked.reason}`);
  return pan;
}

/** A GSTIN with the right check character for a PAN registered in a state. */
export function seedGstin(stateCode: string, pan: string, entity = "1"): string {
  const first14 = `${stateCode}${pan}${entity}Z`;
  const gstin = `${first14}${gstinCheckCharacter(first14)}`;
  const checked = validateGstin(gstin);
  if (!checked.valid) throw new Error(`Seed GSTIN ${gstin} is invalid: ${checked.reason}`);
  return gstin;
}
