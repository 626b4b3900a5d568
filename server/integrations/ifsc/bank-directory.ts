import { createRequire } from "node:module";

/*
 * Razorpay's IFSC dataset as shipped by the `ifsc` package: only its JSON data files are read, never
 * its network client. IFSC.json lists each bank's branch codes; banknames.json names the banks.
 * Sublet branches are run by another bank than their prefix says: sublet.json (from NPCI) lists single
 * branches, custom-sublets.json (kept by Razorpay) lists prefixes that cover a bank's whole range, and
 * names the bank either by its 4-letter code or in full. Razorpay's own libraries (PHP, Ruby, Go)
 * resolve a name in that order, and so does `bankNameForIfsc`.
 */
const require = createRequire(import.meta.url);

type BranchLists = Record<string, (number | string)[]>;
type Directory = {
  branches: BranchLists;
  sublets: Record<string, string>;
  /** Longest prefix first, so that a narrower range wins over a wider one. */
  subletRanges: [prefix: string, bank: string][];
  names: Record<string, string>;
};

let cache: Directory | undefined;

function data(): Directory {
  cache ??= {
    branches: require("ifsc/src/IFSC.json") as BranchLists,
    sublets: require("ifsc/src/sublet.json") as Record<string, string>,
    subletRanges: Object.entries(require("ifsc/src/custom-sublets.json") as Record<string, string>).sort(
      ([a], [b]) => b.length - a.length,
    ),
    names: require("ifsc/src/banknames.json") as Record<string, string>,
  };
  return cache;
}

/** Whether a well-formed IFSC is a real branch in the dataset. */
export function ifscExists(ifsc: string): boolean {
  const list = data().branches[ifsc.slice(0, 4)];
  if (!list) return false;
  const branch = ifsc.slice(5);
  return /^\d+$/.test(branch) ? list.includes(Number.parseInt(branch, 10)) : list.includes(branch);
}

/** A bank's name from its 4-letter code, or the name itself when the sublet list gives it in full. */
const bankName = (codeOrName: string, names: Record<string, string>): string | null =>
  codeOrName.length === 4 ? (names[codeOrName] ?? null) : codeOrName;

/** The bank that operates a branch (a sublet branch belongs to another bank than its prefix). */
export function bankNameForIfsc(ifsc: string): string | null {
  const { sublets, subletRanges, names } = data();
  const operator =
    sublets[ifsc] ?? subletRanges.find(([prefix]) => ifsc.startsWith(prefix))?.[1] ?? ifsc.slice(0, 4);
  return bankName(operator, names);
}
