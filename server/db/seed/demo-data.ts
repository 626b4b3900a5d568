import type { OnboardingStatus } from "@domain/enums/statuses";
import type { Role } from "@domain/enums/users";
import { DEMO_MERCHANTS } from "./demo-merchants";
import { DEMO_LENDERS } from "./demo-organisations";
import { seedId } from "./identifiers";

/** Every demo account signs in with this password (never created in production). */
export const DEMO_PASSWORD = "Demo@1234";

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

const [shree, kaveri] = DEMO_LENDERS;

/** The seven advertised demo accounts first (platform staff, then an anchor and a merchant), then the others. */
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
  ...DEMO_MERCHANTS,
  // A second lender's NBFC user: the security suite checks that two lenders never see each other's records.
  {
    key: "nbfc2",
    kind: "ADMIN",
    name: "Vivek Iyer",
    email: "nbfc2@demo.in",
    mobile: "9876500015",
    userType: "NBFC",
    roles: ["ROLE_NBFC_USER"],
    lenderId: kaveri.id,
  },
];

/** The accounts `npm start` prints and the README lists. */
export const ADVERTISED_DEMO_ACCOUNTS = DEMO_USERS.slice(0, 7);

export const demoUserId = (key: string): string => seedId(`user:${key}`);
