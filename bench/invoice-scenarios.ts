/** The invoice-list benchmark's scenarios: who asks, with which filters and sorts (bench/invoices.ts runs them). */
import { INVOICE_SORT_FIELDS } from "@domain/api/invoices";

export const ADMIN = "admin@demo.in";
/** Gokul's anchor, its lender (Shree Finance) and a merchant under it; Vardhman's anchor is another tenant. */
export const ANCHOR = "anchor@demo.in";
const LENDER = "nbfc@demo.in";
const MERCHANT = "merchant@demo.in";
const OTHER_ANCHOR = "distribution@demo.in";

/** A query as [who asks, query string]; `{cursor}` is replaced by a keyset cursor 50,000 rows deep. */
type Ask = [string, string];

/** Each of the four views with its own parameters (a name its invoices carry, a type it sees). */
const views = (query: (user: string) => string): Ask[] =>
  [ADMIN, ANCHOR, LENDER, MERCHANT].map((user) => [user, query(user)]);

/** A name each view's invoices carry (the demo counterparties). */
const NAME: Record<string, string> = {
  [ADMIN]: "cattle",
  [ANCHOR]: "traders",
  [LENDER]: "milkway",
  [MERCHANT]: "sweets",
};
/** A type each view sees. */
const TYPE: Record<string, string> = {
  [ADMIN]: "PARTNER_INVOICE",
  [ANCHOR]: "SUPPLIER_INVOICE",
  [LENDER]: "PARTNER_INVOICE",
  [MERCHANT]: "DRAWDOWN_REQUEST",
};

/** The list's filter classes, as the portal sends them (lean rows, pages of 50). */
const FILTERS: [string, (user: string) => string][] = [
  ["no filter", () => ""],
  ["status", () => "status=Initiated"],
  ["status group", () => "status=Initiated,Verified,Approved"],
  ["type", (user) => `type=${TYPE[user]}`],
  ["name contains", (user) => `counterpartyName=${NAME[user]}`],
  ["name contains + status", (user) => `counterpartyName=${NAME[user]}&status=Verified`],
  ["name contains + amount range", (user) => `counterpartyName=${NAME[user]}&amountFrom=10000000`],
  ["amount range", () => "amountFrom=5000000&amountTo=6000000"],
  ["invoice date range", () => "invoiceDateFrom=2025-06-01&invoiceDateTo=2025-06-30"],
  ["payment date range + status", () => "status=Paid&paymentDateFrom=2025-07-01&paymentDateTo=2025-09-30"],
  ["actual payment date range", () => "actualPaymentDateFrom=2025-07-01&actualPaymentDateTo=2025-07-31"],
];

/** The column sorts the portal offers, both ways. */
const COLUMN_SORTS = INVOICE_SORT_FIELDS.filter(
  (field) => field !== "updatedAt" && field !== "createdAt",
).flatMap((field) => [field, `-${field}`]);

const page50 = (filter: string, sort: string) =>
  [filter, `sort=${sort}`, "pageSize=50", "encoding=rows"].filter(Boolean).join("&");

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
  ["no match: another tenant's name", [[OTHER_ANCHOR, page50("counterpartyName=cattle", "-createdAt")]]],
  ["page of 5000, objects (admin)", [[ADMIN, "status=Completed&sort=-invoiceDate&pageSize=5000"]]],
  ["page of 5000, lean (admin)", [[ADMIN, "status=Completed&sort=-invoiceDate&pageSize=5000&encoding=rows"]]],
  [
    "deep page by offset 50,000 (admin)",
    [[ADMIN, "status=Initiated&sort=-invoiceDate&pageSize=50&page=1001&encoding=rows"]],
  ],
  [
    "deep page by keyset cursor (admin)",
    [[ADMIN, "status=Initiated&sort=-invoiceDate&pageSize=50&cursor={cursor}&encoding=rows"]],
  ],
];

/**
 * Cached reads while Gokul's anchor enters WRITES_PER_SECOND invoices through the API: another anchor's
 * page (its cache entry survives the writes), the writer's own anchor's page and the platform's (every write
 * moves those on).
 */
export const WRITES_PER_SECOND = 20;
export const WHILE_WRITING: [string, string, string][] = [
  ["while writing: other anchor's page", OTHER_ANCHOR, page50("", "-createdAt")],
  ["while writing: writer's anchor's page", ANCHOR, page50("", "-createdAt")],
  ["while writing: platform's page (admin)", ADMIN, page50("", "-createdAt")],
];
