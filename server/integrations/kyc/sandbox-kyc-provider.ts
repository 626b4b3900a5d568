import { createHash } from "node:crypto";
import type { KycProvider } from "./kyc-provider";

const FIRST_NAMES = [
  "Aarav",
  "Diya",
  "Ishaan",
  "Kavya",
  "Rohan",
  "Meera",
  "Arjun",
  "Ananya",
  "Vikram",
  "Priya",
];
const LAST_NAMES = ["Sharma", "Patel", "Iyer", "Reddy", "Nair", "Gupta", "Singh", "Desai", "Menon", "Joshi"];
const BUSINESS_SUFFIXES = ["Traders", "Enterprises", "Dairy Farms", "Distributors", "Agro Products"];
const BRANCHES = [
  "Andheri East, Mumbai",
  "Koramangala, Bengaluru",
  "Connaught Place, New Delhi",
  "Anna Nagar, Chennai",
  "Shivajinagar, Pune",
  "Navrangpura, Ahmedabad",
  "Salt Lake, Kolkata",
  "Banjara Hills, Hyderabad",
];

const pick = <T>(list: readonly T[], seed: Buffer, offset: number): T => list[seed[offset]! % list.length]!;
const seedOf = (identifier: string): Buffer => createHash("sha256").update(identifier).digest();

/** A stable person or business name for an identifier: the same input always gives the same name. */
function sandboxName(identifier: string, business: boolean): string {
  const seed = seedOf(identifier);
  const person = `${pick(FIRST_NAMES, seed, 0)} ${pick(LAST_NAMES, seed, 1)}`;
  return business ? `${pick(LAST_NAMES, seed, 1)} ${pick(BUSINESS_SUFFIXES, seed, 2)}` : person;
}

export type KnownNames = (identifier: string) => Promise<string | null>;

/**
 * The embedded KYC sandbox: identifiers registered in this database (seeded anchors and merchants)
 * answer their recorded names; any other well-formed identifier answers a deterministic made-up name. A bank
 * account is held by the name it was checked for, when one is given (so a demo supplier's account reads as
 * its own). Not a verification: results carry `source: "sandbox"`.
 */
export function sandboxKycProvider(knownName: KnownNames): KycProvider {
  return {
    source: "sandbox",
    panHolderName: async (pan) => (await knownName(pan)) ?? sandboxName(pan, pan.charAt(3) !== "P"),
    gstinLegalName: async (gstin) => (await knownName(gstin)) ?? sandboxName(gstin.slice(2, 12), true),
    ifscBranch: async (ifsc) => pick(BRANCHES, seedOf(ifsc), 0),
    bankAccountHolder: async (account, ifsc, expectedName) =>
      expectedName?.trim() || sandboxName(`${ifsc}:${account}`, false),
  };
}
