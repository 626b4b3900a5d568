import { createRequire } from "node:module";

/*
 * Razorpay's IFSC dataset as shipped by the `ifsc` package: only its JSON data files are read, never
 * its network client. IFSC.json lists each bank's branch codes; sublet.json maps branches that another
 * bank operates; banknames.json names the banks.
 */
const require = createRequire(import.meta.url);

type BranchLists = Record<string, (number | string)[]>;

let cache:
  { branches: BranchLists; sublets: Record<string, string>; names: Record<string, string> } | undefined;

function data() {
  cache ??= {
    branches: require("ifsc/src/IFSC.json") as BranchLists,
    sublets: {
      ...(require("ifsc/src/sublet.json") as Record<string, string>),
      ...(require("ifsc/src/custom-sublets.json") as Record<string, string>),
    },
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

/** The bank that operates a branch (a sublet branch belongs to another bank than its prefix). */
export function bankNameForIfsc(ifsc: string): string | null {
  const { sublets, names } = data();
  const code = sublets[ifsc] ?? ifsc.slice(0, 4);
  return names[code] ?? null;
}
