/** The demo accounts every generated check signs in as: each staff type, two lenders, two anchors, two merchants. */
export const ACCOUNTS = {
  superadmin: "superadmin@demo.in",
  admin: "admin@demo.in",
  nbfc: "nbfc@demo.in",
  nbfc2: "nbfc2@demo.in",
  ops: "ops@demo.in",
  payments: "payments@demo.in",
  anchor: "anchor@demo.in",
  anchor2: "distribution@demo.in",
  merchant: "merchant@demo.in",
  merchant2: "kamath.stores@demo.in",
} as const;

export type AccountKey = keyof typeof ACCOUNTS;
export const ACCOUNT_KEYS = Object.keys(ACCOUNTS) as AccountKey[];

/** Pairs of tenants of one level that must never see or touch each other's records. */
export const TENANT_PAIRS: readonly (readonly [AccountKey, AccountKey])[] = [
  ["anchor", "anchor2"],
  ["merchant", "merchant2"],
  ["nbfc", "nbfc2"],
];

/** A well-formed token the server never issued. */
export const GARBAGE_TOKEN =
  "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAifQ.c2lnbmF0dXJl";
