import type { OnboardingStatus } from "@domain/enums/statuses";
import type { Role } from "@domain/enums/users";
import { seedGstin, seedId, seedPan } from "./identifiers";

/** Every demo account signs in with this password (never created in production). */
export const DEMO_PASSWORD = "Demo@1234";

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

const [gokulProgramme, vardhmanProgramme, sahyadriProgramme] = DEMO_PROGRAMMES;

export type DemoUser = {
  key: string;
  kind: "ADMIN" | "MERCHANT";
  name: string;
  email: string;
  mobile: string;
  userType: string;
  roles: Role[];
  lenderId?: string;
  anchorId?: string;
  programmeId?: string;
  businessName?: string;
  pan?: string;
  gstin?: string;
  onboardingStatus?: OnboardingStatus;
};

const merchantIds = (n: number, initial: string, holder: "P" | "F", state: string) => {
  const pan = seedPan(100 + n, holder, initial);
  return { pan, gstin: holder === "F" ? seedGstin(state, pan) : undefined };
};

/** The seven advertised demo accounts first, then the other users the demo data needs. */
export const DEMO_USERS: DemoUser[] = [
  {
    key: "superadmin",
    kind: "ADMIN",
    name: "Sunita Rao",
    email: "superadmin@demo.in",
    mobile: "9876500001",
    userType: "SUPER_ADMIN",
    roles: ["ROLE_SUPER_ADMIN"],
  },
  {
    key: "admin",
    kind: "ADMIN",
    name: "Arjun Mehta",
    email: "admin@demo.in",
    mobile: "9876500002",
    userType: "ADMIN",
    roles: ["ROLE_ADMIN"],
  },
  {
    key: "nbfc",
    kind: "ADMIN",
    name: "Neha Kulkarni",
    email: "nbfc@demo.in",
    mobile: "9876500003",
    userType: "NBFC",
    roles: ["ROLE_NBFC_USER"],
    lenderId: shree.id,
  },
  {
    key: "ops",
    kind: "ADMIN",
    name: "Omkar Patil",
    email: "ops@demo.in",
    mobile: "9876500004",
    userType: "OPS",
    roles: ["ROLE_USER", "ROLE_COLLECTION_USER"],
  },
  {
    key: "payments",
    kind: "ADMIN",
    name: "Pooja Shah",
    email: "payments@demo.in",
    mobile: "9876500005",
    userType: "OPS",
    roles: ["ROLE_PAYMENT_USER"],
  },
  {
    key: "anchor",
    kind: "MERCHANT",
    name: "Ramesh Desai",
    email: "anchor@demo.in",
    mobile: "9876500006",
    userType: "ANCHOR",
    roles: [],
    lenderId: shree.id,
    anchorId: gokul.id,
    programmeId: gokulProgramme.id,
    businessName: gokul.name,
    pan: gokul.pan,
    gstin: gokul.gstin,
    onboardingStatus: "ACTIVE",
  },
  {
    key: "merchant",
    kind: "MERCHANT",
    name: "Meena Joshi",
    email: "merchant@demo.in",
    mobile: "9876500007",
    userType: "USER",
    roles: [],
    lenderId: shree.id,
    anchorId: gokul.id,
    programmeId: gokulProgramme.id,
    businessName: "Joshi Milk Collection Centre",
    ...merchantIds(1, "J", "F", "24"),
    onboardingStatus: "ACTIVE",
  },
  {
    key: "distribution",
    kind: "MERCHANT",
    name: "Kiran Shetty",
    email: "distribution@demo.in",
    mobile: "9876500008",
    userType: "ANCHOR",
    roles: [],
    lenderId: kaveri.id,
    anchorId: vardhman.id,
    programmeId: vardhmanProgramme.id,
    businessName: vardhman.name,
    pan: vardhman.pan,
    gstin: vardhman.gstin,
    onboardingStatus: "ACTIVE",
  },
  {
    key: "agro",
    kind: "MERCHANT",
    name: "Sachin Pawar",
    email: "agro@demo.in",
    mobile: "9876500009",
    userType: "ANCHOR",
    roles: [],
    lenderId: deccan.id,
    anchorId: sahyadri.id,
    programmeId: sahyadriProgramme.id,
    businessName: sahyadri.name,
    pan: sahyadri.pan,
    gstin: sahyadri.gstin,
    onboardingStatus: "ACTIVE",
  },
  {
    key: "supplier-patel",
    kind: "MERCHANT",
    name: "Hitesh Patel",
    email: "hitesh.patel@demo.in",
    mobile: "9876500010",
    userType: "USER",
    roles: [],
    lenderId: shree.id,
    anchorId: gokul.id,
    programmeId: gokulProgramme.id,
    businessName: "Patel Cattle Feed Suppliers",
    ...merchantIds(2, "P", "F", "24"),
    onboardingStatus: "ENACH_PENDING",
  },
  {
    key: "farmer-bhatt",
    kind: "MERCHANT",
    name: "Lakshmi Bhatt",
    email: "lakshmi.bhatt@demo.in",
    mobile: "9876500011",
    userType: "USER",
    roles: [],
    lenderId: shree.id,
    anchorId: gokul.id,
    programmeId: gokulProgramme.id,
    ...merchantIds(3, "B", "P", "24"),
    onboardingStatus: "NEW_USER",
  },
  {
    key: "retailer-kamath",
    kind: "MERCHANT",
    name: "Suresh Kamath",
    email: "kamath.stores@demo.in",
    mobile: "9876500012",
    userType: "USER",
    roles: [],
    lenderId: kaveri.id,
    anchorId: vardhman.id,
    programmeId: vardhmanProgramme.id,
    businessName: "Kamath General Stores",
    ...merchantIds(4, "K", "F", "27"),
    onboardingStatus: "ACTIVE",
  },
  {
    key: "retailer-naik",
    kind: "MERCHANT",
    name: "Anita Naik",
    email: "naik.mart@demo.in",
    mobile: "9876500013",
    userType: "USER",
    roles: [],
    lenderId: kaveri.id,
    anchorId: vardhman.id,
    programmeId: vardhmanProgramme.id,
    businessName: "Naik Mini Mart",
    ...merchantIds(5, "N", "F", "27"),
    onboardingStatus: "ESIGN_PENDING",
  },
  {
    key: "dealer-gowda",
    kind: "MERCHANT",
    name: "Prakash Gowda",
    email: "gowda.agro@demo.in",
    mobile: "9876500014",
    userType: "USER",
    roles: [],
    lenderId: deccan.id,
    anchorId: sahyadri.id,
    programmeId: sahyadriProgramme.id,
    businessName: "Gowda Agro Centre",
    ...merchantIds(6, "G", "F", "29"),
    onboardingStatus: "PROCESSING_FEE_PENDING",
  },
];

/** The accounts `npm start` prints and the README lists. */
export const ADVERTISED_DEMO_ACCOUNTS = DEMO_USERS.slice(0, 7);

export const demoUserId = (key: string): string => seedId(`user:${key}`);
