import type { CompanyCategory } from "@domain/enums/business";
import { COMPANY_AGE_BANDS, TURNOVER_BANDS } from "@domain/enums/business";
import type { LeadSource, LeadStage } from "@domain/enums/leads";
import type { LeadAction } from "@domain/state-machines/lead";
import type { leads } from "../schema/leads";
import { DEMO_USERS, demoUserId } from "./demo-data";
import { DEMO_ANCHORS, DEMO_PROGRAMMES } from "./demo-organisations";
import { seedGstin, seedId, seedPan } from "./identifiers";

export type DemoLead = typeof leads.$inferInsert & { stage: LeadStage; source: LeadSource };

/** The moves that bring a new lead to each stage (the seed writes one history line per move). */
export const PATH_TO_STAGE: Record<LeadStage, readonly LeadAction[]> = {
  NEW: [],
  CONTACTED: ["contact"],
  DOCUMENTS_PENDING: ["contact", "requestDocuments"],
  QUALIFIED: ["contact", "requestDocuments", "qualify"],
  CONVERTED: ["contact", "requestDocuments", "qualify", "convert"],
  DROPPED: ["contact", "drop"],
};

const PLACES = [
  { city: "Anand", state: "Gujarat", code: "24", pincode: "388001" },
  { city: "Mehsana", state: "Gujarat", code: "24", pincode: "384002" },
  { city: "Pune", state: "Maharashtra", code: "27", pincode: "411001" },
  { city: "Nashik", state: "Maharashtra", code: "27", pincode: "422001" },
  { city: "Belagavi", state: "Karnataka", code: "29", pincode: "590001" },
  { city: "Panaji", state: "Goa", code: "30", pincode: "403001" },
] as const;

/** Each anchor refers prospects from where its programme lends. */
const ANCHOR_PLACES = [PLACES.slice(0, 2), [PLACES[2], PLACES[3], PLACES[5]], [PLACES[4], PLACES[3]]];

const FIRST = [
  "Aarti",
  "Bhavesh",
  "Chetan",
  "Deepa",
  "Farhan",
  "Gauri",
  "Harish",
  "Imran",
  "Jyoti",
  "Kavita",
  "Lokesh",
];
const LAST = ["Patil", "Shah", "Kulkarni", "Reddy", "Jadhav", "Hegde", "Chavan", "Pillai", "More", "Naidu"];
const TRADES: readonly [string, CompanyCategory, string][] = [
  ["Dairy Farm", "DAIRY", "Proprietorship"],
  ["Traders", "SME", "Partnership"],
  ["Kirana Stores", "FOOD_AND_BEVERAGES", "Proprietorship"],
  ["Milk Products", "DAIRY", "Private Limited"],
  ["Pharma Distributors", "HEALTHCARE", "Private Limited"],
  ["Tours and Travels", "TRAVEL", "LLP"],
  ["Agro Services", "OTHERS", "Partnership"],
  ["Fresh Foods", "FOOD_AND_BEVERAGES", "LLP"],
];
const STAGE_CYCLE: readonly LeadStage[] = [
  "NEW",
  "CONTACTED",
  "DOCUMENTS_PENDING",
  "NEW",
  "QUALIFIED",
  "DROPPED",
  "CONTACTED",
  "CONVERTED",
  "NEW",
];
/** Nine stages against four sources: every stage meets every source. */
const SOURCE_CYCLE: readonly LeadSource[] = ["ANCHOR_REFERRAL", "SIGNUP", "CAMPAIGN", "WALK_IN"];

/** When the n-th lead was captured: one every 1.5 days from 2 April 2025, in Indian office hours. */
export const leadCapturedAt = (n: number) =>
  new Date(Date.UTC(2025, 3, 2 + Math.floor(n * 1.5), 4 + (n % 6), (n * 17) % 60));

function business(n: number, place: (typeof PLACES)[number], owner: string) {
  const [trade, category, type] = TRADES[n % TRADES.length]!;
  const holder = type === "Private Limited" ? "C" : type === "Proprietorship" ? "P" : "F";
  const companyPan = seedPan(500 + n, holder, owner.charAt(0));
  const age = COMPANY_AGE_BANDS[n % COMPANY_AGE_BANDS.length]!;
  const { code, ...where } = place;
  return {
    businessName: `${owner} ${trade}`,
    companyCategory: category,
    companyType: type,
    companyPan,
    companyGst: seedGstin(code, companyPan),
    companyAge: age,
    turnover: TURNOVER_BANDS[(n * 3) % TURNOVER_BANDS.length]!,
    noOfEmployees: 3 + ((n * 7) % 60),
    dateOfIncorporation: `${2024 - Number.parseInt(age, 10) - (n % 2)}-${String((n % 12) + 1).padStart(2, "0")}-15`,
    businessAddress: `${12 + n}, Market Yard Road`,
    ...where,
    capitalNeededPaise: (2 + ((n * 7) % 48)) * 1_00_000 * 100,
  };
}

/** Generated prospects: every stage and source, a quarter referred by the three demo anchors. */
function generatedLead(n: number): DemoLead {
  const source = SOURCE_CYCLE[n % SOURCE_CYCLE.length]!;
  const anchorIndex = Math.floor(n / 4) % DEMO_ANCHORS.length;
  const referred = source === "ANCHOR_REFERRAL";
  const places = referred ? ANCHOR_PLACES[anchorIndex]! : PLACES;
  const name = `${FIRST[n % FIRST.length]} ${LAST[(n * 3) % LAST.length]}`;
  const fields = business(n, places[n % places.length]!, name.split(" ")[1]!);
  const stage = STAGE_CYCLE[n % STAGE_CYCLE.length]!;
  const campaignProgramme = source === "CAMPAIGN" ? DEMO_PROGRAMMES[n % DEMO_PROGRAMMES.length]!.id : null;
  return {
    id: seedId(`lead:${n}`),
    name,
    mobile: `97${String(31_000_000 + n * 7919).padStart(8, "0")}`,
    email: n % 3 === 0 ? null : `${name.toLowerCase().replace(" ", ".")}${n}@example.in`,
    ...fields,
    stage,
    source,
    anchorId: referred ? DEMO_ANCHORS[anchorIndex]!.id : null,
    programmeId: referred ? DEMO_PROGRAMMES[anchorIndex]!.id : campaignProgramme,
    merchantUserId: null,
  };
}

/** Prospects who have signed up: their lead carries the merchant's own business and identifiers. */
const SIGNED_UP: readonly [string, LeadStage][] = [
  ["merchant", "CONVERTED"],
  ["supplier-patel", "CONVERTED"],
  ["retailer-kamath", "CONVERTED"],
  ["retailer-naik", "CONVERTED"],
  ["dealer-gowda", "CONVERTED"],
  ["farmer-bhatt", "QUALIFIED"],
];

function signedUpLead([key, stage]: (typeof SIGNED_UP)[number], n: number): DemoLead {
  const user = DEMO_USERS.find((candidate) => candidate.key === key)!;
  const anchorIndex = DEMO_ANCHORS.findIndex((anchor) => anchor.id === user.anchorId);
  const place = ANCHOR_PLACES[anchorIndex]![0]!;
  const fields = business(n, place, user.name.split(" ")[1]!);
  return {
    ...generatedLead(n),
    ...fields,
    id: seedId(`lead:${key}`),
    name: user.name,
    mobile: user.mobile,
    email: user.email,
    businessName: user.businessName ?? fields.businessName,
    companyPan: user.pan ?? fields.companyPan,
    companyGst: user.gstin ?? seedGstin(place.code, user.pan ?? fields.companyPan),
    stage,
    source: "ANCHOR_REFERRAL",
    anchorId: user.anchorId ?? null,
    programmeId: user.programmeId ?? null,
    merchantUserId: demoUserId(key),
  };
}

/** 40 demo leads: the signed-up merchants' first, then 34 generated prospects. */
export const DEMO_LEADS: DemoLead[] = [
  ...SIGNED_UP.map((entry, i) => signedUpLead(entry, i)),
  ...Array.from({ length: 34 }, (_, i) => generatedLead(SIGNED_UP.length + i)),
];
