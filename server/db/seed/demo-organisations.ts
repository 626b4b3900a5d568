import { seedGstin, seedId, seedPan } from "./identifiers";

/** The demo NBFC lenders. */
export const DEMO_LENDERS = [
  { id: seedId("lender:shree"), name: "Shree Finance Ltd", code: "SHREE" },
  { id: seedId("lender:kaveri"), name: "Kaveri Capital NBFC Pvt Ltd", code: "KAVERI" },
  { id: seedId("lender:deccan"), name: "Deccan Credit Ltd", code: "DECCAN" },
] as const;

const [shree, kaveri, deccan] = DEMO_LENDERS;

const anchorPan = (n: number, initial: string) => seedPan(n, "C", initial);

/** A dairy and a distribution anchor with user-config on, and an agro-inputs anchor with it off. */
export const DEMO_ANCHORS = [
  {
    id: seedId("anchor:gokul-dairy"),
    name: "Gokul Dairy Cooperative",
    pan: anchorPan(1, "G"),
    gstin: seedGstin("24", anchorPan(1, "G")),
    userConfigForAnchor: true,
  },
  {
    id: seedId("anchor:vardhman"),
    name: "Vardhman Distributors Pvt Ltd",
    pan: anchorPan(2, "V"),
    gstin: seedGstin("27", anchorPan(2, "V")),
    userConfigForAnchor: true,
  },
  {
    id: seedId("anchor:sahyadri"),
    name: "Sahyadri Agro Inputs Ltd",
    pan: anchorPan(3, "S"),
    gstin: seedGstin("27", anchorPan(3, "S")),
    userConfigForAnchor: false,
  },
] as const;

const [gokul, vardhman, sahyadri] = DEMO_ANCHORS;

export const DEMO_PROGRAMMES = [
  {
    id: seedId("programme:gokul-milk-suppliers"),
    anchorId: gokul.id,
    lenderId: shree.id,
    name: "Gokul Milk Supplier Finance",
    product: "SUPPLIER_INVOICE",
    userType: "USER",
    programLimitPaise: 5_00_00_000_00,
    liabilityDays: 30,
    geography: ["Gujarat"],
  },
  {
    id: seedId("programme:vardhman-retailers"),
    anchorId: vardhman.id,
    lenderId: kaveri.id,
    name: "Vardhman Retailer Credit",
    product: "DRAWDOWN_REQUEST",
    userType: "USER",
    programLimitPaise: 2_00_00_000_00,
    liabilityDays: 15,
    geography: ["Maharashtra", "Goa"],
  },
  {
    id: seedId("programme:sahyadri-dealers"),
    anchorId: sahyadri.id,
    lenderId: deccan.id,
    name: "Sahyadri Dealer Finance",
    product: "PARTNER_INVOICE",
    userType: "USER",
    programLimitPaise: 1_00_00_000_00,
    liabilityDays: 45,
    geography: ["Maharashtra", "Karnataka"],
  },
] as const;
