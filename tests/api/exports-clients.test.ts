import { randomUUID } from "node:crypto";
import type { AnchorItem } from "@domain/api/anchors";
import type { AnchorUserItem } from "@domain/api/anchor-users";
import type { LenderBankAccountItem } from "@domain/api/lender-bank-accounts";
import type { ProgrammeItem } from "@domain/api/programmes";
import type { ReportSettingItem } from "@domain/api/report-settings";
import { businessDateAt } from "@domain/dates/business-date";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  anchors,
  anchorSettings,
  anchorUsers,
  lenderBankAccounts,
  programmes,
  reportSettings,
  users,
} from "@server/db/schema/index";
import { DEMO_ANCHORS, DEMO_LENDERS } from "@server/db/seed/demo-organisations";
import { ID_HEADER } from "@server/exports/csv-export";
import { EXPORT_BATCH_SIZE } from "@server/exports/keyset";
import { ADMIN, ANCHOR, ANCHOR2, clientsKit, MERCHANT, NBFC, NBFC2, OPS } from "./clients-kit";
import { csvOf, idsOf } from "./csv-answers";

const kit = clientsKit();
const [gokul, vardhman] = DEMO_ANCHORS;
const [shree, kaveri] = DEMO_LENDERS;

/** Rows added to each list: more than one export batch. */
const ADDED = EXPORT_BATCH_SIZE + 150;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * Late evening in UTC, the next day in India; forty distinct minutes, so many rows share an instant and the
 * batches must break ties on the id.
 */
const stamped = (n: number) => {
  const at = new Date(Date.parse("2026-01-05T19:00:00.000Z") + (n % 40) * 60_000);
  return { createdAt: at, updatedAt: at };
};
const INDIA_DATE = "2026-01-06";

const get = async (email: string, url: string) => kit.app.inject({ url, headers: await kit.as(email) });

/** Every id a list answers for a query, paged through in full (500 a page). */
async function listedIds(email: string, path: string, query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const { payload } = await kit.page<{ id: string }>(email, `${path}?${query}&pageSize=500&page=${page}`);
    ids.push(...payload.map((item) => item.id));
    if (payload.length < 500) return ids;
  }
}

/** The first item a list answers for a query. */
async function firstItem<T>(email: string, path: string, query: string): Promise<T> {
  const { payload } = await kit.page<T>(email, `${path}?${query}&pageSize=10`);
  expect(payload.length, query).toBeGreaterThan(0);
  return payload[0]!;
}

/** The export's row of a record. */
async function exportedRow(email: string, path: string, query: string, id: string) {
  const csv = csvOf(await get(email, `${path}/export?${query}`));
  return { header: csv.header, row: csv.rows.find((row) => row[ID_HEADER] === id) };
}

const rupees = (paise: number) =>
  `${paise < 0 ? "-" : ""}${Math.floor(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, "0")}`;

const ANCHORS = "/user/admin/anchors";
const ANCHOR_USERS = "/user/admin/anchor-users";
const PROGRAMMES = "/master/program/config";
const BANK_ACCOUNTS = "/user/lender/bank-accounts";
const REPORT_SETTINGS = "/account/admin/report-settings";

let merchantUserId = "";

beforeAll(async () => {
  const db = kit.database.db;
  const [merchant] = await db.select({ id: users.id }).from(users).where(eq(users.email, MERCHANT));
  merchantUserId = merchant!.id;

  // Names repeat in both cases (a case-insensitive sort with ties); a third of the anchors have no settings
  // row and list as Active with lending type NONE.
  const anchorRows = range(ADDED).map((n) => ({
    id: randomUUID(),
    name: `${n % 2 ? "export" : "EXPORT"} Anchor ${n % 300}`,
    gstin: `EXP${String(n).padStart(12, "0")}`,
    pan: `EXPAN${String(n).padStart(5, "0")}`,
    createdAt: stamped(n).createdAt,
  }));
  await db.insert(anchors).values(anchorRows);
  await db.insert(anchorSettings).values(
    anchorRows
      .filter((_, n) => n % 3 !== 0)
      .map((anchor, n) => ({
        anchorId: anchor.id,
        status: n % 7 === 0 ? "InActive" : "Active",
        lendingType: (["DEFAULT", "CO_LENDING", "NONE"] as const)[n % 3]!,
        ...stamped(n),
      })),
  );

  // Zero to three programmes an anchor (ties on the count), two in three Shree's; limits repeat, with paise.
  const programmeRows: (typeof programmes.$inferInsert)[] = anchorRows.flatMap((anchor, n) =>
    range(n % 4).map((k) => {
      const i = n * 4 + k;
      return {
        id: randomUUID(),
        anchorId: anchor.id,
        lenderId: i % 3 === 2 ? kaveri.id : shree.id,
        name: `Export Programme ${i % 500}`,
        product: i % 2 ? "SUPPLIER_INVOICE" : "PARTNER_INVOICE",
        userType: i % 2 ? "USER" : "ANCHOR",
        programLimitPaise: ((i % 97) + 1) * 1_00_000_00 + (i % 7) * 25,
        liabilityDays: (i % 90) + 1,
        ...stamped(i),
      };
    }),
  );
  programmeRows.push(
    ...range(12).map((i) => ({
      id: randomUUID(),
      anchorId: gokul.id,
      lenderId: i % 2 ? shree.id : kaveri.id,
      name: `Gokul Export Programme ${i}`,
      product: "SUPPLIER_INVOICE",
      userType: "USER",
      programLimitPaise: 50_000_00,
      liabilityDays: 30,
      ...stamped(i),
    })),
  );
  await db.insert(programmes).values(programmeRows);

  // Gokul's farmers beyond one batch (external ids repeat, a quarter have none), and some of Vardhman's.
  await db.insert(anchorUsers).values([
    ...range(ADDED).map((n) => ({
      id: randomUUID(),
      anchorId: gokul.id,
      externalId: n % 4 === 0 ? null : `GDC-X${n % 500}`,
      mobile: `90${String(n).padStart(8, "0")}`,
      userId: n === 7 ? merchantUserId : null,
      avgMonthCollection: `${n}.5`,
      vintage: n % 60,
      onboardingFlow: n % 2 ? "Agro" : "default",
      ...stamped(n),
    })),
    ...range(60).map((n) => ({
      id: randomUUID(),
      anchorId: vardhman.id,
      externalId: `VD-X${n}`,
      mobile: `80${String(n).padStart(8, "0")}`,
      avgMonthCollection: "0",
      vintage: 12,
      onboardingFlow: "default",
      ...stamped(n),
    })),
  ]);

  // Shree's accounts beyond one batch, some of Kaveri's; holder names repeat in both cases.
  await db.insert(lenderBankAccounts).values(
    range(ADDED + 80).map((n) => ({
      id: randomUUID(),
      lenderId: n < ADDED ? shree.id : kaveri.id,
      accountNumber: `5000${String(n).padStart(8, "0")}`,
      ifsc: "HDFC0000001",
      accountHolderName: `${n % 2 ? "Holder" : "holder"} ${n % 200}`,
      bankName: (["HDFC Bank", "Axis Bank", "State Bank of India"] as const)[n % 3]!,
      accountType: (["CURRENT", "SAVINGS", "CASH CREDIT"] as const)[n % 3]!,
      branchName: n % 5 === 0 ? null : "Mumbai - Sandoz House",
      status: n % 4 === 0 ? "PENDING" : "ACTIVE",
      ...stamped(n),
    })),
  );

  await db.insert(reportSettings).values(
    range(ADDED).map((n) => ({
      id: randomUUID(),
      // Addresses repeat (ties for the keyset sort), each once per user type: a setting is unique by both.
      userType: Math.floor((2 * n) / ADDED) ? "USER" : "ANCHOR",
      eventEmail: `team${n % Math.ceil(ADDED / 2)}@reports.example.in`,
      reports: n % 3 ? ["DAILY", "MONTHLY"] : ["MONTHLY"],
      ...stamped(n),
    })),
  );
});

describe("the client lists' exports", () => {
  it.each([
    [ANCHORS, "search=export&sort=-programmeCount"],
    [ANCHORS, "search=anchor&status=Active&sort=name"],
    [ANCHORS, "search=export&sort=createdAt"],
    [ANCHOR_USERS, `anchorId=${gokul.id}&sort=externalId`],
    [ANCHOR_USERS, "search=90&sort=-externalId"],
    [ANCHOR_USERS, "sort=-createdAt"],
    [PROGRAMMES, `lenderId=${shree.id}&sort=-programLimitPaise`],
    [PROGRAMMES, "search=export&sort=name"],
    [BANK_ACCOUNTS, `lenderId=${shree.id}&sort=bankName`],
    [BANK_ACCOUNTS, "search=holder&sort=-accountHolderName"],
    [REPORT_SETTINGS, "search=team&sort=eventEmail"],
    [REPORT_SETTINGS, "sort=-createdAt"],
  ])("%s?%s: exactly the list's rows, in its order, across batches", async (path, query) => {
    const listed = await listedIds(ADMIN, path, query);
    expect(listed.length).toBeGreaterThan(EXPORT_BATCH_SIZE);
    const exported = csvOf(await get(ADMIN, `${path}/export?${query}`));
    expect(idsOf(exported)).toEqual(listed);
  });

  it("names each file for its list and India's date", async () => {
    const today = businessDateAt(kit.clock.now());
    const names = {
      [ANCHORS]: "anchors",
      [ANCHOR_USERS]: "anchor-users",
      [PROGRAMMES]: "programmes",
      [BANK_ACCOUNTS]: "lender-bank-accounts",
      [REPORT_SETTINGS]: "report-settings",
    };
    for (const [path, name] of Object.entries(names)) {
      const response = await get(ADMIN, `${path}/export?search=zzzz`);
      expect(response.headers["content-disposition"], path).toBe(
        `attachment; filename="${name}-${today}.csv"`,
      );
      expect(csvOf(response).rows, path).toEqual([]);
    }
  });
});

describe("the columns, as each list's answer words them", () => {
  it("anchors: labels, limits in rupees, the date in India", async () => {
    const query = "search=export&lendingType=CO_LENDING&status=InActive&sort=-programmeCount";
    const anchor = await firstItem<AnchorItem>(ADMIN, ANCHORS, query);
    const { header, row } = await exportedRow(ADMIN, ANCHORS, query, anchor.id);
    expect(header).toEqual([
      ID_HEADER,
      "Name",
      "GSTIN",
      "PAN",
      "Status",
      "Lending type",
      "Programmes",
      "Programme limit (₹)",
      "Limit used (₹)",
      "Limit available (₹)",
      "Created",
    ]);
    expect(row).toEqual({
      [ID_HEADER]: anchor.id,
      Name: anchor.name,
      GSTIN: anchor.gstin,
      PAN: anchor.pan,
      Status: "Inactive",
      "Lending type": "Co-lending",
      Programmes: String(anchor.programmeCount),
      "Programme limit (₹)": rupees(anchor.programLimitPaise),
      "Limit used (₹)": rupees(anchor.limitUsedPaise),
      "Limit available (₹)": rupees(anchor.limitAvailablePaise),
      Created: INDIA_DATE,
    });
  });

  it("anchor users: whether signed up and how many accounts, never the merchant's ids", async () => {
    const query = `anchorId=${gokul.id}&search=9000000007`;
    const user = await firstItem<AnchorUserItem>(ADMIN, ANCHOR_USERS, query);
    expect(user.userId).toBe(merchantUserId);
    const response = await get(ANCHOR, `${ANCHOR_USERS}/export?${query}`);
    expect(response.body).not.toContain(merchantUserId);
    const { header, rows } = csvOf(response);
    expect(header).toEqual([
      ID_HEADER,
      "Anchor",
      "External ID",
      "Mobile",
      "Signed up",
      "Avg. monthly collection (litres)",
      "Vintage (months)",
      "Onboarding flow",
      "Bank accounts",
      "Created",
    ]);
    expect(rows).toEqual([
      {
        [ID_HEADER]: user.id,
        Anchor: gokul.name,
        "External ID": "GDC-X7",
        Mobile: "9000000007",
        "Signed up": "Yes",
        "Avg. monthly collection (litres)": "7.50",
        "Vintage (months)": "7",
        "Onboarding flow": "Agro",
        "Bank accounts": "0",
        Created: INDIA_DATE,
      },
    ]);
  });

  it("programmes: anchor and lender by name, product and user type as labels, limits in rupees", async () => {
    const query = `lenderId=${shree.id}&search=export programme&sort=-programLimitPaise`;
    const programme = await firstItem<ProgrammeItem>(ADMIN, PROGRAMMES, query);
    const { header, row } = await exportedRow(NBFC, PROGRAMMES, query, programme.id);
    expect(header).toEqual([
      ID_HEADER,
      "Name",
      "Product",
      "Anchor",
      "Lender",
      "User type",
      "Programme limit (₹)",
      "Limit used (₹)",
      "Limit available (₹)",
      "Liability days",
      "Created",
    ]);
    expect(row).toEqual({
      [ID_HEADER]: programme.id,
      Name: programme.name,
      Product: programme.product === "SUPPLIER_INVOICE" ? "Supplier invoice" : "Partner invoice",
      Anchor: programme.anchorName,
      Lender: shree.name,
      "User type": programme.userType === "USER" ? "User" : "Anchor",
      "Programme limit (₹)": rupees(programme.programLimitPaise),
      "Limit used (₹)": rupees(programme.limitUsedPaise),
      "Limit available (₹)": rupees(programme.limitAvailablePaise),
      "Liability days": String(programme.liabilityInterestDays),
      Created: INDIA_DATE,
    });
  });

  it("lender bank accounts: account type and status as labels", async () => {
    const query = `lenderId=${shree.id}&search=holder 15&sort=bankName`;
    const account = await firstItem<LenderBankAccountItem>(ADMIN, BANK_ACCOUNTS, query);
    const { header, row } = await exportedRow(NBFC, BANK_ACCOUNTS, query, account.id);
    expect(header).toEqual([
      ID_HEADER,
      "Lender",
      "Account holder",
      "Account number",
      "IFSC",
      "Bank",
      "Branch",
      "Account type",
      "Status",
      "Created",
    ]);
    const types: Record<string, string> = {
      CURRENT: "Current",
      SAVINGS: "Savings",
      "CASH CREDIT": "Cash credit",
    };
    expect(row).toEqual({
      [ID_HEADER]: account.id,
      Lender: shree.name,
      "Account holder": account.accountHolderName,
      "Account number": account.accountNumber,
      IFSC: account.ifsc,
      Bank: account.bankName,
      Branch: account.branchName ?? "",
      "Account type": types[account.accountType],
      Status: account.status === "ACTIVE" ? "Active" : "Pending",
      Created: INDIA_DATE,
    });
  });

  it("report settings: user type and reports as labels", async () => {
    const query = "search=team1@&sort=-createdAt";
    const setting = await firstItem<ReportSettingItem>(ADMIN, REPORT_SETTINGS, query);
    const { header, row } = await exportedRow(OPS, REPORT_SETTINGS, query, setting.id);
    expect(header).toEqual([ID_HEADER, "Email", "User type", "Reports", "Created"]);
    expect(row).toEqual({
      [ID_HEADER]: setting.id,
      Email: setting.eventEmail,
      "User type": setting.userType === "USER" ? "User" : "Anchor",
      Reports: setting.reports.map((report) => (report === "DAILY" ? "Daily" : "Monthly")).join(", "),
      Created: INDIA_DATE,
    });
  });
});

describe("tenancy", () => {
  it("gives an NBFC user its lender's programmes and bank accounts only, whatever lender it names", async () => {
    for (const [email, lender, other] of [
      [NBFC, shree, kaveri],
      [NBFC2, kaveri, shree],
    ] as const) {
      for (const path of [PROGRAMMES, BANK_ACCOUNTS]) {
        const listed = await listedIds(email, path, "sort=createdAt");
        const csv = csvOf(await get(email, `${path}/export?sort=createdAt`));
        expect(idsOf(csv), `${email} ${path}`).toEqual(listed);
        expect(new Set(csv.rows.map((row) => row.Lender)), `${email} ${path}`).toEqual(
          new Set([lender.name]),
        );
        const probed = csvOf(await get(email, `${path}/export?lenderId=${other.id}`));
        expect(probed.rows, `${email} ${path} naming ${other.name}`).toEqual([]);
      }
    }
    // Shree's programmes and accounts are more than a batch: the scope holds on every one.
    expect(idsOf(csvOf(await get(NBFC, `${BANK_ACCOUNTS}/export`))).length).toBeGreaterThan(
      EXPORT_BATCH_SIZE,
    );
    expect(idsOf(csvOf(await get(NBFC, `${PROGRAMMES}/export`))).length).toBeGreaterThan(EXPORT_BATCH_SIZE);
  });

  it("gives an anchor its own anchor, anchor users and programmes only", async () => {
    for (const [email, own, other] of [
      [ANCHOR, gokul, vardhman],
      [ANCHOR2, vardhman, gokul],
    ] as const) {
      const anchorCsv = csvOf(await get(email, `${ANCHORS}/export?sort=-programmeCount`));
      expect(idsOf(anchorCsv)).toEqual([own.id]);
      for (const path of [ANCHOR_USERS, PROGRAMMES]) {
        const listed = await listedIds(email, path, "sort=-createdAt");
        expect(listed.length, `${email} ${path}`).toBeGreaterThan(0);
        const csv = csvOf(await get(email, `${path}/export?sort=-createdAt`));
        expect(idsOf(csv), `${email} ${path}`).toEqual(listed);
        expect(new Set(csv.rows.map((row) => row.Anchor)), `${email} ${path}`).toEqual(new Set([own.name]));
        const probed = csvOf(await get(email, `${path}/export?anchorId=${other.id}`));
        expect(probed.rows, `${email} ${path} naming ${other.name}`).toEqual([]);
      }
    }
    const gokulUsers = csvOf(await get(ANCHOR, `${ANCHOR_USERS}/export?sort=externalId`));
    expect(gokulUsers.rows.length).toBeGreaterThan(EXPORT_BATCH_SIZE);
  });
});

describe("who may export", () => {
  const PATHS = [ANCHORS, ANCHOR_USERS, PROGRAMMES, BANK_ACCOUNTS, REPORT_SETTINGS];

  it("answers 401 without a session", async () => {
    for (const path of PATHS) {
      const response = await kit.app.inject({ url: `${path}/export` });
      expect(response.statusCode, path).toBe(401);
    }
  });

  it("answers 403, as the list does, to a caller without the list's access", async () => {
    const refused = [
      [NBFC, ANCHORS],
      [MERCHANT, ANCHORS],
      [NBFC, ANCHOR_USERS],
      [MERCHANT, PROGRAMMES],
      [ANCHOR, BANK_ACCOUNTS],
      [MERCHANT, BANK_ACCOUNTS],
      [ANCHOR, REPORT_SETTINGS],
      [NBFC, REPORT_SETTINGS],
    ] as const;
    for (const [email, path] of refused) {
      const list = await get(email, path);
      const exported = await get(email, `${path}/export`);
      expect([list.statusCode, exported.statusCode], `${email} ${path}`).toEqual([403, 403]);
      expect(exported.json()).toEqual(list.json());
    }
  });
});

describe("bad filters", () => {
  it("are refused with the list's own answer", async () => {
    const cases = [
      `${ANCHORS}?sort=gstin`,
      `${ANCHORS}?status=Lost`,
      `${ANCHORS}?lendingType=SOME`,
      `${ANCHOR_USERS}?anchorId=nope`,
      `${PROGRAMMES}?lenderId=nope`,
      `${PROGRAMMES}?sort=-limit`,
      `${BANK_ACCOUNTS}?sort=ifsc`,
      `${REPORT_SETTINGS}?search=${"x".repeat(101)}`,
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
