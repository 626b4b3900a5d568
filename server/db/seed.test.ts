import { DPD_BUCKETS } from "@domain/collections/dpd";
import { businessDateAt } from "@domain/dates/business-date";
import { validateGstin } from "@domain/identifiers/gstin";
import { validateMobile } from "@domain/identifiers/mobile";
import { validatePan } from "@domain/identifiers/pan";
import { ROUTES } from "@domain/routes";
import { LOAN_STATUSES, type LoanStatus } from "@domain/enums/statuses";
import { onboardingStatusOf } from "@domain/lending/onboarding-status";
import { transitionFor } from "@domain/state-machines/machine";
import { LOAN_MACHINE, type LoanAction } from "@domain/state-machines/loan";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpDatabase, type TestDatabase } from "@server/test-support/test-app";
import { MENU_BY_USER_TYPE, MENU_PAGES, menuItemPage } from "./reference/menu";
import { storedCalculation } from "@server/modules/loans/loans/loan-form";
import { sha256Hex } from "@server/modules/loans/documents/loan-document-records";
import {
  anchors,
  auditLog,
  dpdBorrowerDays,
  dpdDayEndRuns,
  dpdTrancheDays,
  emis,
  emiWriteOffs,
  esignRequests,
  invoices,
  kfsVersions,
  loanDocuments,
  loans,
  mandateEvents,
  mandates,
  pendingOperations,
  receiptAllocations,
  users,
} from "./schema/index";
import { seedDatabase } from "./seed";
import { ADVERTISED_DEMO_ACCOUNTS, DEMO_USERS, demoUserId } from "./seed/demo-data";
import { DEMO_ANCHORS, DEMO_LENDERS } from "./seed/demo-organisations";
import { seedGstin, seedId, seedPan } from "./seed/identifiers";
import { seedDemoLoanDocuments } from "./seed/seed-loan-documents";

let database: TestDatabase;

beforeAll(async () => {
  database = await setUpDatabase();
});

/** Days from one `YYYY-MM-DD` date to another, by their UTC midnights (every such day has 24 hours). */
const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The RBI bucket of a DPD, written out here rather than taken from the code under test. */
const bucketOf = (dpd: number) =>
  dpd >= 91 ? "NPA" : dpd >= 61 ? "SMA_2" : dpd >= 31 ? "SMA_1" : dpd >= 1 ? "SMA_0" : "STANDARD";

/**
 * Each tranche's and borrower's bucket at the end of `today`, straight from the seeded dues and allocations:
 * a due is unpaid while its principal and interest are not paid by allocations dated on or before `today`;
 * DPD = today − the oldest unpaid due date + 1; a borrower (of a lender) takes its worst tranche. A tranche
 * with nothing left to pay has left the book.
 */
async function expectedBuckets(today: string) {
  const dues = await database.db.select().from(emis);
  const allocations = await database.db.select().from(receiptAllocations);
  const paid = new Map<string, number>();
  for (const line of allocations)
    if (line.component !== "PENAL" && line.allocatedOn <= today)
      paid.set(line.emiId, (paid.get(line.emiId) ?? 0) + line.amountPaise);
  const tranches = new Map<string, { owed: number; oldest: string | null; borrower: string; name: string }>();
  for (const due of dues) {
    const id = due.loanId ?? due.invoiceId ?? due.id; // an anchor's subvention due is a tranche of its own
    const tranche = tranches.get(id) ?? {
      owed: 0,
      oldest: null,
      borrower: `${due.lenderId}:${due.borrowerKey}`,
      name: due.borrowerName,
    };
    const left = due.principalDuePaise + due.interestDuePaise - (paid.get(due.id) ?? 0);
    tranche.owed += Math.max(0, left);
    if (left > 0 && due.dueDate <= today && (tranche.oldest === null || due.dueDate < tranche.oldest))
      tranche.oldest = due.dueDate;
    tranches.set(id, tranche);
  }
  const trancheBuckets = new Map<string, string>();
  const borrowerDpd = new Map<string, number>();
  const borrowerNames = new Map<string, string>();
  for (const [id, tranche] of tranches) {
    if (tranche.owed === 0) continue;
    const dpd = tranche.oldest === null ? 0 : daysFrom(tranche.oldest, today) + 1;
    trancheBuckets.set(id, bucketOf(dpd));
    borrowerDpd.set(tranche.borrower, Math.max(dpd, borrowerDpd.get(tranche.borrower) ?? 0));
    borrowerNames.set(tranche.borrower, tranche.name);
  }
  const borrowers = new Map([...borrowerDpd].map(([key, dpd]) => [key, bucketOf(dpd)]));
  return { tranches: trancheBuckets, borrowers, borrowerDpd, borrowerNames };
}

afterAll(async () => {
  await database.close();
});

describe("demo seed", () => {
  it("creates the seven advertised demo accounts with the issue's user types and roles", async () => {
    const expected = {
      "superadmin@demo.in": ["SUPER_ADMIN", ["ROLE_SUPER_ADMIN"]],
      "admin@demo.in": ["ADMIN", ["ROLE_ADMIN"]],
      "nbfc@demo.in": ["NBFC", ["ROLE_NBFC_USER"]],
      "ops@demo.in": ["OPS", ["ROLE_USER", "ROLE_COLLECTION_USER"]],
      "payments@demo.in": ["OPS", ["ROLE_PAYMENT_USER"]],
      "anchor@demo.in": ["ANCHOR", []],
      "merchant@demo.in": ["USER", []],
    };
    expect(ADVERTISED_DEMO_ACCOUNTS.map((account) => account.email)).toEqual(Object.keys(expected));
    for (const [email, [userType, roles]] of Object.entries(expected)) {
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({ userType, roles });
    }
  });

  it("puts the NBFC user on one lender and the anchor user on the dairy anchor with user-config on", async () => {
    const [nbfc] = await database.db.select().from(users).where(eq(users.email, "nbfc@demo.in"));
    expect(nbfc?.lenderId).toBeTruthy();
    const [anchorUser] = await database.db.select().from(users).where(eq(users.email, "anchor@demo.in"));
    const [anchor] = await database.db
      .select()
      .from(anchors)
      .where(eq(anchors.id, anchorUser?.anchorId ?? ""));
    expect(anchor).toMatchObject({ name: "Gokul Dairy Cooperative", userConfigForAnchor: true });
  });

  it("uses valid identifiers: every PAN, GSTIN and mobile passes the domain checks", () => {
    for (const anchor of DEMO_ANCHORS) {
      expect(validatePan(anchor.pan)).toEqual({ valid: true, value: anchor.pan });
      expect(validateGstin(anchor.gstin)).toEqual({ valid: true, value: anchor.gstin });
      expect(anchor.gstin.slice(2, 12)).toBe(anchor.pan);
    }
    for (const user of DEMO_USERS) {
      expect(validateMobile(user.mobile).valid).toBe(true);
      if (user.pan) expect(validatePan(user.pan).valid).toBe(true);
      if (user.gstin) expect(validateGstin(user.gstin).valid).toBe(true);
    }
  });

  it("is deterministic: the same ids every run", () => {
    expect(demoUserId("anchor")).toBe(seedId("user:anchor"));
    expect(seedId("x")).toBe(seedId("x"));
    expect(seedId("x")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(seedPan(12_345, "P", "k")).toBe("AABPK2345V");
    expect(seedGstin("27", "AAPFU0939F")).toBe("27AAPFU0939F1ZV");
  });

  it("never gives a PAN the serial 0000, and stays unique around the multiples of 10,000", () => {
    const pans = new Set<string>();
    for (let n = 9_990; n <= 30_010; n += 1) pans.add(seedPan(n, "C", "A"));
    expect(pans.size).toBe(30_010 - 9_990 + 1);
    expect(seedPan(20_000, "C", "A")).not.toMatch(/^.{5}0000/);
  });

  it("runs only once: a second start does not seed again", async () => {
    expect(await seedDatabase(database.db, "development")).toEqual({ demoSeeded: false });
    expect(await database.db.$count(users)).toBe(DEMO_USERS.length);
  });
});

describe("demo loans", () => {
  const loansWithKfs = async () => {
    const rows = await database.db.select().from(loans).orderBy(asc(loans.loanNumber));
    const versions = await database.db.select().from(kfsVersions).orderBy(asc(kfsVersions.version));
    return rows.map((loan) => ({ loan, kfs: versions.filter((version) => version.loanId === loan.id) }));
  };

  it("covers every loan status, both forms, the three lenders and anchors, numbered from the sequence", async () => {
    const rows = await database.db.select().from(loans);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((loan) => loan.status))).toEqual(new Set(LOAN_STATUSES));
    expect(new Set(rows.map((loan) => loan.kind))).toEqual(new Set(["KFS", "INDIVIDUAL"]));
    expect(new Set(rows.map((loan) => loan.lenderId))).toEqual(
      new Set(DEMO_LENDERS.map((lender) => lender.id)),
    );
    expect(new Set(rows.filter((loan) => loan.anchorId).map((loan) => loan.anchorId))).toEqual(
      new Set(DEMO_ANCHORS.map((anchor) => anchor.id)),
    );
    expect(new Set(rows.map((loan) => loan.loanNumber)).size).toBe(rows.length);
    for (const loan of rows) expect(loan.loanNumber).toMatch(/^LN-\d{6,}$/);
  });

  it("keeps the spec's rules: valid mobiles, names up to 50, figures the calculator's own", async () => {
    for (const { loan } of await loansWithKfs()) {
      expect(validateMobile(loan.borrowerMobile ?? "").valid).toBe(true);
      expect(loan.borrowerName.length).toBeLessThanOrEqual(50);
      if (loan.kind === "INDIVIDUAL") expect(loan.borrowerFatherName && loan.borrowerAddress).toBeTruthy();
      // Figured as of the day it was entered in India (a broken first period counts its days from there).
      const figures = storedCalculation(loan, businessDateAt(loan.createdAt));
      expect(loan.emiPaise).toBe(figures.emiPaise);
      expect(loan.totalPayablePaise).toBe(figures.totalPayablePaise);
      expect(loan.netDisbursedPaise).toBe(figures.netDisbursedPaise);
      expect(Number(loan.aprPercent)).toBe(figures.aprHundredths / 100);
    }
  });

  it("has the KFS versions each status implies, with a void and an expired one", async () => {
    const today = businessDateAt(new Date());
    const all = await loansWithKfs();
    for (const { loan, kfs } of all) {
      const live = kfs.filter((version) => version.state === "ISSUED" || version.state === "ACCEPTED");
      expect(live.length).toBeLessThanOrEqual(1);
      if (loan.status === "SANCTIONED") {
        expect(live[0]?.state).toBe("ISSUED");
        expect(live[0]!.validUntil >= today).toBe(true);
      }
      if (["KFS_ACCEPTED", "AGREEMENT_SIGNED", "ACTIVE", "CLOSED", "WRITTEN_OFF"].includes(loan.status))
        expect(live[0]?.state).toBe("ACCEPTED");
      if (["LOAN_DETAILS_SUBMITTED", "LOAN_REJECTED"].includes(loan.status)) expect(live).toEqual([]);
    }
    const states = all.flatMap(({ kfs }) => kfs.map((version) => version.state));
    expect(states).toContain("VOID");
    expect(states).toContain("EXPIRED");
  });

  it("leaves a KFS for nbfc@demo.in to sanction (prepared by ops) and a sanctioned loan waiting for e-sign", async () => {
    const [nbfc] = await database.db.select().from(users).where(eq(users.email, "nbfc@demo.in"));
    const all = await loansWithKfs();
    const toSanction = all.find(
      ({ loan, kfs }) =>
        loan.status === "UNDER_REVIEW" &&
        loan.lenderId === nbfc?.lenderId &&
        kfs.some((version) => version.state === "ISSUED" && version.preparedBy === demoUserId("ops")),
    );
    expect(toSanction?.loan.preparedBy).toBe(demoUserId("ops"));
    expect(all.some(({ loan }) => loan.status === "SANCTIONED" && loan.lenderId === nbfc?.lenderId)).toBe(
      true,
    );
  });

  it("writes each loan's timeline: created, then moves the loan machine allows, ending at its status and version", async () => {
    const lines = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "loan"))
      .orderBy(auditLog.id);
    for (const { loan } of await loansWithKfs()) {
      const own = lines.filter((line) => line.entityId === loan.id);
      expect(own[0]).toMatchObject({ action: "create", after: { status: "LOAN_DETAILS_SUBMITTED" } });
      let status: LoanStatus = "LOAN_DETAILS_SUBMITTED";
      for (const line of own.slice(1)) {
        if (line.action === "issueKfs") continue;
        expect(line.before).toEqual({ status });
        status = transitionFor(LOAN_MACHINE, status, line.action as LoanAction)!.to;
        expect(line.after).toMatchObject({ status });
      }
      expect(status).toBe(loan.status);
      expect(loan.version).toBe(own.length);
      expect(own.at(-1)!.at).toEqual(loan.updatedAt);
    }
  });

  it("gives each demo borrower the onboarding status its latest loan implies", async () => {
    const rows = await database.db.select().from(loans).orderBy(asc(loans.updatedAt));
    const latest = new Map(
      rows.filter((loan) => loan.borrowerUserId).map((loan) => [loan.borrowerUserId, loan]),
    );
    expect(latest.size).toBeGreaterThanOrEqual(5);
    for (const [userId, loan] of latest) {
      const [user] = await database.db.select().from(users).where(eq(users.id, userId!));
      expect(user?.onboardingStatus).toBe(
        onboardingStatusOf({
          loanStatus: loan.status as LoanStatus,
          mandateRegistered: loan.mandateRegistered,
          processingFeePaid: loan.processingFeePaid,
        }),
      );
    }
  });
});

describe("demo collections", () => {
  it("runs the seed's day-end for the day it was seeded in India, and fills every bucket that day", async () => {
    const [run, ...others] = await database.db.select().from(dpdDayEndRuns);
    expect(others).toEqual([]);
    // The seed (run once for the test template) is at most a day old; its today is the date in India when it
    // ran: from 00:00 to 05:30 IST that is the day after UTC's.
    const ranAt = run!.ranAt.getTime();
    expect(ranAt).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - ranAt).toBeLessThan(86_400_000);
    const inIndia = new Date(ranAt + 330 * 60_000).toISOString().slice(0, 10);
    expect(run!.asOfDate).toBe(inIndia);
    const today = run!.asOfDate;
    const expected = await expectedBuckets(today);
    const buckets = ["STANDARD", "SMA_0", "SMA_1", "SMA_2", "NPA"];
    expect(new Set(expected.tranches.values())).toEqual(new Set(buckets));
    expect(new Set(expected.borrowers.values())).toEqual(new Set(buckets));
    const stored = await database.db
      .select({ trancheId: dpdTrancheDays.trancheId, bucket: dpdTrancheDays.bucket })
      .from(dpdTrancheDays)
      .where(eq(dpdTrancheDays.asOfDate, today));
    for (const row of stored)
      expect([row.trancheId, row.bucket]).toEqual([row.trancheId, expected.tranches.get(row.trancheId)]);
    const storedBuckets = await database.db
      .select({ bucket: dpdBorrowerDays.bucket })
      .from(dpdBorrowerDays)
      .where(eq(dpdBorrowerDays.asOfDate, today));
    expect(new Set(storedBuckets.map((row) => row.bucket))).toEqual(new Set(DPD_BUCKETS));
  });

  it("dates the delinquency demo's four borrowers back from the seed's today, one in each bucket below NPA", async () => {
    const [run] = await database.db.select().from(dpdDayEndRuns);
    const expected = await expectedBuckets(run!.asOfDate);
    const dpdOf = new Map(
      [...expected.borrowerNames].map(([key, name]) => [name, expected.borrowerDpd.get(key)!]),
    );
    // Entered 202, 198, 197 and 196 days before the seed's today, first due 30 days after entry, then monthly:
    // the oldest unpaid due stands as far back as the months between fall (the README's ranges).
    const ranges: [string, number, number, string][] = [
      ["Ramila Chaudhary", 0, 0, "STANDARD"],
      ["Jashoda Makwana", 16, 19, "SMA_0"],
      ["Kanubhai Solanki", 45, 48, "SMA_1"],
      ["Vipul Thakor", 75, 78, "SMA_2"],
    ];
    for (const [name, from, to, bucket] of ranges) {
      const dpd = dpdOf.get(name);
      expect({ name, inRange: dpd !== undefined && dpd >= from && dpd <= to, dpd }).toEqual({
        name,
        inRange: true,
        dpd,
      });
      expect(bucketOf(dpd!)).toBe(bucket);
    }
  });

  it("has dues paid, part-paid, bounced and overdue, and dues still to come", async () => {
    const today = businessDateAt(new Date());
    const rows = await database.db.select().from(emis);
    const statuses = new Set(rows.map((row) => row.status));
    for (const status of ["COMPLETED", "PARTIAL_PAID", "BOUNCED"]) expect(statuses).toContain(status);
    expect(rows.some((row) => row.status === "PENDING" && row.dueDate < today)).toBe(true);
    expect(rows.some((row) => row.status === "PENDING" && row.dueDate > today)).toBe(true);
  });

  it("bills each disbursed retailer invoice's liability days to its anchor, paid with the invoice when it completed", async () => {
    const rows = await database.db
      .select({ emi: emis, invoice: invoices })
      .from(emis)
      .innerJoin(invoices, eq(invoices.id, emis.subventionInvoiceId));
    const retailerInvoices = await database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(inArray(invoices.status, ["Paid", "Completed"]), isNotNull(invoices.merchantUserId)));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBe(retailerInvoices.length);
    for (const { emi, invoice } of rows) {
      expect(emi).toMatchObject({
        trancheKind: "SUBVENTION",
        borrowerKey: `anchor:${invoice.anchorId}`,
        borrowerUserId: null,
        principalDuePaise: 0,
        status: invoice.status === "Completed" ? "COMPLETED" : "PENDING",
      });
      expect(emi.interestDuePaise).toBeGreaterThan(0);
    }
  });

  it("writes the written-off loan off as the product does: an approved operation and what each due owed", async () => {
    const [loan] = await database.db.select().from(loans).where(eq(loans.status, "WRITTEN_OFF"));
    const dues = await database.db.select().from(emis).where(eq(emis.loanId, loan!.id));
    const owed = dues
      .filter((due) => !["COMPLETED", "CANCELLED"].includes(due.status))
      .reduce(
        (sum, due) =>
          sum +
          due.principalDuePaise +
          due.interestDuePaise +
          due.penalDuePaise -
          due.principalPaidPaise -
          due.interestPaidPaise -
          due.penalPaidPaise,
        0,
      );
    expect(owed).toBeGreaterThan(0);
    const lines = await database.db.select().from(emiWriteOffs).where(eq(emiWriteOffs.kind, "WRITE_OFF"));
    expect(lines.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(owed);
    const [operation] = await database.db
      .select()
      .from(pendingOperations)
      .where(eq(pendingOperations.id, lines[0]!.operationId!));
    expect(operation).toMatchObject({ kind: "LOAN_WRITE_OFF", decision: "APPROVED" });
    expect(operation!.proposedBy).not.toBe(operation!.decidedBy);
    const [row] = await database.db
      .select()
      .from(dpdTrancheDays)
      .where(eq(dpdTrancheDays.trancheId, loan!.id));
    expect(row?.writtenOffPaise).toBe(owed);
  });
});

describe("demo mandates", () => {
  it("dates no timeline line or registration after the moment it was seeded, even on a loan entered today", async () => {
    const seededBy = new Date();
    const loansToday = await database.db.select({ createdAt: loans.createdAt }).from(loans);
    expect(loansToday.some((loan) => seededBy.getTime() - loan.createdAt.getTime() < 86_400_000)).toBe(true);
    const events = await database.db.select({ at: mandateEvents.at }).from(mandateEvents);
    const registered = await database.db.select({ at: mandates.registeredAt }).from(mandates);
    expect(events.length).toBeGreaterThan(0);
    expect(events.filter((event) => event.at > seededBy)).toEqual([]);
    expect(registered.filter((mandate) => mandate.at !== null && mandate.at > seededBy)).toEqual([]);
  });
});

describe("demo loan documents", () => {
  it("keeps every accepted KFS and signed agreement as generated and e-signed, hashed, with its signed request", async () => {
    const stored = new Map<string, Buffer>();
    await seedDemoLoanDocuments(database.db, {
      put: async (key, bytes) => void stored.set(key, Buffer.from(bytes)),
      get: async (key) => stored.get(key) ?? null,
      remove: async (key) => void stored.delete(key),
    });
    const accepted = await database.db.select().from(kfsVersions).where(eq(kfsVersions.state, "ACCEPTED"));
    expect(accepted.length).toBeGreaterThanOrEqual(8);
    for (const kfs of accepted) {
      const bytes = stored.get(kfs.signedDocumentKey ?? "");
      expect(bytes?.subarray(0, 5).toString()).toBe("%PDF-");
      expect(sha256Hex(bytes!)).toBe(kfs.signedSha256);
    }
    const documents = await database.db.select().from(loanDocuments);
    const signedAgreements = documents.filter(
      (document) => document.documentType === "LOAN_AGREEMENT" && document.origin === "SIGNED",
    );
    const agreed = (await database.db.select().from(loans)).filter((loan) =>
      ["AGREEMENT_SIGNED", "ACTIVE", "CLOSED", "WRITTEN_OFF"].includes(loan.status),
    );
    expect(new Set(signedAgreements.map((document) => document.loanId))).toEqual(
      new Set(agreed.map((loan) => loan.id)),
    );
    const requests = await database.db.select().from(esignRequests);
    expect(requests).toHaveLength(accepted.length + agreed.length);
    for (const request of requests) {
      expect(request).toMatchObject({ status: "signed" });
      expect(request.providerDocumentId).toMatch(/^DID[0-9A-F]{22}$/);
      expect(documents.find((document) => document.id === request.signedDocumentId)?.origin).toBe("SIGNED");
    }
  });
});

describe("menu reference data", () => {
  it("covers every route of the portal except the login and home pages", () => {
    const routes = Object.values(ROUTES).filter((route) => route !== ROUTES.login && route !== ROUTES.home);
    expect(MENU_PAGES.map((page) => page.pageName).sort()).toEqual([...routes].sort());
    for (const items of Object.values(MENU_BY_USER_TYPE)) {
      for (const item of items) expect(routes).toContain(menuItemPage(item));
    }
  });
});

describe("audit log", () => {
  it("is append-only: rows can be added but never changed or deleted", async () => {
    await expect(database.db.update(auditLog).set({ action: "tampered" })).rejects.toThrow();
    await expect(database.db.delete(auditLog)).rejects.toThrow();
    const entries = await database.db.select().from(auditLog);
    expect(entries.some((entry) => entry.action === "seed.demo")).toBe(true);
  });
});
