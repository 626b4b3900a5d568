/** The loan-list benchmark's scenarios: who asks, with which filters and sorts (bench/loans.ts runs them). */
import { LOAN_SORT_FIELDS } from "@domain/api/loans";
import { DEMO_ANCHORS, DEMO_LENDERS, DEMO_PROGRAMMES } from "@server/db/seed/demo-organisations";

export const ADMIN = "admin@demo.in";
/** Gokul's anchor, its lender (Shree Finance) and a merchant borrowing under it. */
const ANCHOR = "anchor@demo.in";
const LENDER = "nbfc@demo.in";
const MERCHANT = "merchant@demo.in";
/** Kaveri's NBFC user: another tenant, who sees none of Shree's loans. */
const OTHER_LENDER = "nbfc2@demo.in";

const [shree] = DEMO_LENDERS;
const [gokul] = DEMO_ANCHORS;
const [gokulProgramme] = DEMO_PROGRAMMES;

/** A query as [who asks, query string]. */
type Ask = [string, string];

/** Each of the four views (platform, anchor, lender, merchant) with its own parameters. */
const views = (query: (user: string) => string): Ask[] =>
  [ADMIN, ANCHOR, LENDER, MERCHANT].map((user) => [user, query(user)]);

/** A surname among each view's borrowers (the merchant's own loans carry its name). */
const NAME: Record<string, string> = {
  [ADMIN]: "patil",
  [ANCHOR]: "shah",
  [LENDER]: "reddy",
  [MERCHANT]: "joshi",
};

/** The list's filter classes, as the portal sends them (pages of 50, the spec's default). */
const FILTERS: [string, (user: string) => string][] = [
  ["no filter", () => ""],
  ["status", () => "status=ACTIVE"],
  ["review queue (status group)", () => "status=UNDER_REVIEW,SANCTIONED"],
  ["kind", () => "kind=INDIVIDUAL"],
  ["lender", () => `lenderId=${shree.id}`],
  ["anchor", () => `anchorId=${gokul.id}`],
  ["programme + status", () => `programmeId=${gokulProgramme.id}&status=CLOSED`],
  ["created date range", () => "createdFrom=2025-03-01&createdTo=2025-03-31"],
  ["amount range", () => "amountMin=5000000&amountMax=10000000"],
  ["borrower search", (user) => `search=${NAME[user]}`],
  ["borrower search + status", (user) => `search=${NAME[user]}&status=ACTIVE`],
  ["borrower search + amount range", (user) => `search=${NAME[user]}&amountMin=100000000`],
  ["loan number", () => "search=LN-004242"],
  [
    "status + date range + amount range",
    () => "status=CLOSED&createdFrom=2024-06-01&createdTo=2024-12-31&amountMin=20000000",
  ],
];

/** The column sorts the list offers, both ways. */
const COLUMN_SORTS = LOAN_SORT_FIELDS.flatMap((field) => [field, `-${field}`]);

const page50 = (filter: string, sort: string) =>
  [filter, `sort=${sort}`, "pageSize=50"].filter(Boolean).join("&");

export const SCENARIOS: [string, Ask[]][] = [
  ...FILTERS.map(([label, filter]): [string, Ask[]] => [
    `${label}, newest first`,
    views((user) => page50(filter(user), "-createdAt")),
  ]),
  ...FILTERS.filter(([label]) => label !== "no filter").map(([label, filter]): [string, Ask[]] => [
    `${label}, every column sort`,
    COLUMN_SORTS.flatMap((sort) => views((user) => page50(filter(user), sort))),
  ]),
  ["every column sort, no filter", COLUMN_SORTS.flatMap((sort) => views(() => page50("", sort)))],
  ...COLUMN_SORTS.map((sort): [string, Ask[]] => [`sort ${sort}, no filter`, views(() => page50("", sort))]),
  ["no match: another lender's loans", [[OTHER_LENDER, page50(`lenderId=${shree.id}`, "-createdAt")]]],
  ["page of 500 (admin)", [[ADMIN, "status=ACTIVE&sort=-createdAt&pageSize=500"]]],
  ["deep page by offset 50,000 (admin)", [[ADMIN, "status=ACTIVE&sort=-createdAt&pageSize=50&page=1001"]]],
];
