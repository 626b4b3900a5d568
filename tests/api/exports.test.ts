import type { InvoiceListResponse } from "@domain/api/invoices";
import { businessDateAt } from "@domain/dates/business-date";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, suppliers } from "@server/db/schema/index";
import { DEMO_SUPPLIERS } from "@server/db/seed/demo-counterparties";
import { DEMO_ANCHORS } from "@server/db/seed/demo-organisations";
import {
  DEMO_INVOICE_COUNT,
  insertGeneratedInvoices,
  rebuildInvoiceCounts,
} from "@server/db/seed/seed-invoices";
import { ID_HEADER } from "@server/exports/csv-export";
import { EXPORT_BATCH_SIZE } from "@server/exports/keyset";
import { seededApp } from "@server/test-support/seeded-app";
import { csvOf, idsOf } from "./csv-answers";

const suite = seededApp();

const ADMIN = "admin@demo.in";
const GOKUL_ANCHOR = "anchor@demo.in";
const VARDHMAN_ANCHOR = "distribution@demo.in";
const MERCHANT = "merchant@demo.in";
const NBFC = "nbfc@demo.in";

/** Invoices added past the demo's, 25 a day from mid-April 2025: enough for several export batches. */
const ADDED_INVOICES = 4000;

const get = async (email: string, url: string) => suite.app.inject({ url, headers: await suite.as(email) });

/** Every id a list answers for a query, paged through in full (500 a page). */
async function listedIds(email: string, path: string, query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await get(email, `${path}?${query}&pageSize=500&page=${page}`);
    expect(response.statusCode, response.body).toBe(200);
    const { payload } = response.json<{ payload: { id: string }[] }>();
    ids.push(...payload.map((item) => item.id));
    if (payload.length < 500) return ids;
  }
}

const INVOICE_FILTER = [
  "status=Initiated,Verified,Paid",
  "counterpartyName=a",
  "amountFrom=2000000",
  "amountTo=45000000",
  "invoiceDateFrom=2025-04-10",
  "invoiceDateTo=2025-09-30",
].join("&");

beforeAll(async () => {
  const db = suite.database.db;
  await insertGeneratedInvoices(db, DEMO_INVOICE_COUNT + 1, DEMO_INVOICE_COUNT + ADDED_INVOICES, 25);
  await rebuildInvoiceCounts(db);
});

describe("the invoice export", () => {
  // Paid and Completed invoices have an actual payment date, the others none: batches end on either.
  const SETTLED_OR_NOT = "status=Paid,Completed,Initiated";
  it.each([
    ["status, name, amount and dates", INVOICE_FILTER, "-createdAt"],
    ["status, name, amount and dates", INVOICE_FILTER, "counterpartyName"],
    ["status, name, amount and dates", INVOICE_FILTER, "-actualPaymentDate"],
    ["status, name, amount and dates", INVOICE_FILTER, "actualPaymentDate"],
    ["settled or not", SETTLED_OR_NOT, "actualPaymentDate"],
    ["settled or not", SETTLED_OR_NOT, "-actualPaymentDate"],
  ])(
    "has exactly the rows the list pages through (filter: %s), in the list's order (sort %s)",
    async (_label, filter, sort) => {
      const query = `${filter}&sort=${sort}`;
      const listed = await listedIds(ADMIN, "/account/invoices", query);
      expect(listed.length).toBeGreaterThan(EXPORT_BATCH_SIZE);
      const exported = csvOf(await get(ADMIN, `/account/invoices/export?${query}`));
      expect(idsOf(exported)).toEqual(listed);
    },
  );

  it("writes the screen's columns: labels, plain rupees with two decimals, ISO dates", async () => {
    const [first] = (
      await get(ADMIN, "/account/invoices?status=Paid&pageSize=10&sort=invoiceNumber")
    ).json<InvoiceListResponse>().payload;
    const csv = csvOf(await get(ADMIN, `/account/invoices/export?invoiceNumber=${first!.invoiceNumber}`));
    expect(csv.header).toEqual([
      ID_HEADER,
      "Invoice number",
      "Counterparty",
      "Status",
      "Type",
      "Invoice amount (₹)",
      "Actual payment (₹)",
      "Invoice date",
      "Payment date",
      "Actual payment date",
      "Anchor",
      "Lender",
      "UTR",
    ]);
    const rupees = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
    expect(csv.rows).toEqual([
      {
        [ID_HEADER]: first!.id,
        "Invoice number": first!.invoiceNumber,
        Counterparty: first!.counterpartyName,
        Status: "Paid",
        Type: expect.any(String),
        "Invoice amount (₹)": rupees(first!.amountPaise),
        "Actual payment (₹)": rupees(first!.actualPaymentPaise),
        "Invoice date": first!.invoiceDate,
        "Payment date": first!.paymentDate,
        "Actual payment date": first!.actualPaymentDate,
        Anchor: first!.anchorName,
        Lender: first!.lenderName,
        UTR: first!.utr,
      },
    ]);
    expect(csv.rows[0]!["Invoice amount (₹)"]).toMatch(/^\d+\.\d{2}$/);
  });

  it("names the file for the list and India's date, and is not kept by caches", async () => {
    const response = await get(ADMIN, "/account/invoices/export?status=Completed");
    const today = businessDateAt(suite.clock.now());
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="invoices-${today}.csv"`);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("gives an anchor its own invoices only, never another anchor's", async () => {
    const [gokul, vardhman] = DEMO_ANCHORS;
    const own = csvOf(await get(GOKUL_ANCHOR, "/account/invoices/export"));
    const other = csvOf(await get(VARDHMAN_ANCHOR, "/account/invoices/export"));
    expect(own.rows.length).toBeGreaterThan(0);
    expect(new Set(own.rows.map((row) => row.Anchor))).toEqual(new Set([gokul!.name]));
    expect(new Set(other.rows.map((row) => row.Anchor))).toEqual(new Set([vardhman!.name]));
    const otherIds = new Set(idsOf(other));
    expect(idsOf(own).filter((id) => otherIds.has(id))).toEqual([]);
    // Naming the other anchor in the filter changes nothing: the scope still applies.
    const probed = csvOf(await get(GOKUL_ANCHOR, `/account/invoices/export?anchorId=${vardhman!.id}`));
    expect(probed.rows).toEqual([]);
  });

  it("refuses a bad filter with the list's own answer", async () => {
    for (const query of ["amountFrom=-5", "sort=owner", "status=Lost", "invoiceDateFrom=2025-02-30"]) {
      const list = await get(ADMIN, `/account/invoices?${query}`);
      const exported = await get(ADMIN, `/account/invoices/export?${query}`);
      expect(exported.statusCode, query).toBe(400);
      expect(exported.json(), query).toEqual(list.json());
    }
  });

  it("audits who exported which list, with which filters and how many rows", async () => {
    const csv = csvOf(await get(ADMIN, "/account/invoices/export?status=Rejected&sort=invoiceNumber"));
    const admin = await suite.app.inject({ url: "/auth/me", headers: await suite.as(ADMIN) });
    const adminId = admin.json<{ payload: { id: string } }>().payload.id;
    await expect
      .poll(async () => {
        const lines = await suite.database.db
          .select({ actorId: auditLog.actorId, after: auditLog.after })
          .from(auditLog)
          .where(and(eq(auditLog.action, "list.export"), eq(auditLog.entityId, "invoices")))
          .orderBy(auditLog.id);
        return lines.at(-1);
      })
      .toEqual({
        actorId: adminId,
        after: {
          filters: { status: ["Rejected"], sort: "invoiceNumber" },
          rows: csv.rows.length,
          complete: true,
        },
      });
  });
});

describe("the other lists' exports", () => {
  const cases = [
    { email: GOKUL_ANCHOR, path: "/account/suppliers", query: "search=a", header: "Name" },
    { email: ADMIN, path: "/account/partners", query: `anchorId=${DEMO_ANCHORS[0]!.id}`, header: "TDS (%)" },
    { email: MERCHANT, path: "/account/retailers", query: "search=", header: "Business name" },
    { email: ADMIN, path: "/auth/users", query: "userType=USER&sort=name", header: "Onboarding status" },
    { email: NBFC, path: "/auth/users", query: "sort=-email", header: "Roles" },
    { email: ADMIN, path: "/lead/all", query: "source=ANCHOR_REFERRAL&sort=businessName", header: "Stage" },
    { email: GOKUL_ANCHOR, path: "/lead/all", query: "sort=-capitalNeededPaise", header: "Referred by" },
  ];

  it.each(cases)("$path?$query ($email): the list's rows in its order, under a header", async (c) => {
    const listed = await listedIds(c.email, c.path, c.query);
    expect(listed.length, "the case should select some rows").toBeGreaterThan(0);
    const csv = csvOf(await get(c.email, `${c.path}/export?${c.query}`));
    expect(csv.header[0]).toBe(ID_HEADER);
    expect(csv.header).toContain(c.header);
    expect(idsOf(csv)).toEqual(listed);
  });

  it("exports the history of KYC checks with identifiers masked", async () => {
    const admin = await suite.as(ADMIN);
    for (const panNumber of ["ABCPE1234F", "AAAPZ9999Q", "ABCDE0000F"])
      await suite.app.inject({
        method: "POST",
        url: "/master/kyc/validate/pan",
        headers: admin,
        payload: { panNumber },
      });
    const listed = await listedIds(ADMIN, "/master/kyc/checks", "kind=PAN");
    expect(listed.length).toBeGreaterThanOrEqual(3);
    const response = await get(ADMIN, "/master/kyc/checks/export?kind=PAN");
    const csv = csvOf(response);
    expect(idsOf(csv)).toEqual(listed);
    expect(response.body).not.toContain("ABCPE1234F");
    expect(csv.rows.map((row) => row.Identifier)).toContain("ABCPE****F");
    expect(csv.rows[0]!["Checked (India time)"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it("answers an empty selection with the header alone", async () => {
    const csv = csvOf(await get(GOKUL_ANCHOR, "/account/suppliers/export?search=zzzz"));
    expect(csv.rows).toEqual([]);
    expect(csv.header).toEqual([ID_HEADER, "Name", "GSTIN", "Phone", "Email", "Bank", "IFSC", "Account"]);
  });

  it("refuses the lists' bad filters with their own answers", async () => {
    const cases = [
      "/lead/all?createdFrom=2025-05-02&createdTo=2025-05-01",
      "/master/kyc/checks?checkedFrom=2025-05-02&checkedTo=2025-05-01",
      "/auth/users?sort=-1",
      "/account/suppliers?anchorId=nope",
    ];
    for (const url of cases) {
      const [path, query] = url.split("?");
      const list = await get(ADMIN, url);
      const exported = await get(ADMIN, `${path}/export?${query}`);
      expect(exported.statusCode, url).toBe(400);
      expect(exported.json(), url).toEqual(list.json());
    }
  });
});

describe("who may export", () => {
  it("answers 401 without a session", async () => {
    const response = await suite.app.inject({ url: "/account/invoices/export" });
    expect(response.statusCode).toBe(401);
  });

  it("answers 403, as the list does, to a caller without the list's access", async () => {
    const refused = [
      [MERCHANT, "/auth/users"],
      [GOKUL_ANCHOR, "/master/kyc/checks"],
      [MERCHANT, "/lead/all"],
      [NBFC, "/account/suppliers"],
      [GOKUL_ANCHOR, "/account/retailers"],
    ] as const;
    for (const [email, path] of refused) {
      const list = await get(email, path);
      const exported = await get(email, `${path}/export`);
      expect([list.statusCode, exported.statusCode], `${email} ${path}`).toEqual([403, 403]);
      expect(exported.json()).toEqual(list.json());
    }
  });
});

describe("formula injection", () => {
  it("puts a quote before text a spreadsheet would run, and leaves other text as it is", async () => {
    const hostile = ['=HYPERLINK("http://x")', "+1+2", "-2+3", "@SUM(A1)", "\tTabbed", "\rReturned"];
    const mine = DEMO_SUPPLIERS.filter((supplier) => supplier.anchorId === DEMO_ANCHORS[0]!.id);
    const db = suite.database.db;
    for (const [index, name] of hostile.entries()) {
      const supplier = mine[index % mine.length]!;
      await db.update(suppliers).set({ name }).where(eq(suppliers.id, supplier.id));
      const csv = csvOf(
        await get(GOKUL_ANCHOR, `/account/suppliers/export?search=${encodeURIComponent(supplier.gstin)}`),
      );
      expect(
        csv.rows.map((row) => row.Name),
        name,
      ).toEqual([`'${name}`]);
    }
  });
});
