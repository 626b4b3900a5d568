import { readFileSync } from "node:fs";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PendingOperation } from "@domain/api/pending-operations";
import { UTR_ROW_REASONS as WHY, type UtrImport } from "@domain/api/utr-imports";
import { addDays, businessDateAt } from "@domain/dates/business-date";
import { invoices } from "@server/db/schema/invoices";
import { ID_HEADER } from "@server/exports/csv-export";
import { OPS, PAYMENTS, SUPERADMIN } from "./clients-kit";
import { csvOf, idsOf } from "./csv-answers";
import { lastExportAudit } from "./export-audit";
import { freshUtr, rupees, utrImportsKit } from "./utr-imports-kit";

const { suite, upload, call, uploaded, rowsOf, committed } = utrImportsKit();
const HEADER = " Invoice Number ,UTR,AMOUNT,payment_date";

/** Approved invoices without a UTR, whose number no other demo invoice shares. */
async function approvedInvoices(count: number, skip = 0) {
  return suite.database.db
    .select({ id: invoices.id, number: invoices.invoiceNumber, paise: invoices.actualPaymentPaise })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, "Approved"),
        isNull(invoices.utr),
        sql`(SELECT count(*) FROM invoices same WHERE same.invoice_number = ${invoices.invoiceNumber}) = 1`,
      ),
    )
    .orderBy(asc(invoices.invoiceNumber))
    .limit(count)
    .offset(skip);
}

async function statusOf(id: string) {
  const [row] = await suite.database.db
    .select({ status: invoices.status, utr: invoices.utr })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row!;
}

describe("bulk UTR import", () => {
  const today = () => businessDateAt(suite.clock.now());

  it("checks every row at preview, says why a row cannot apply, gives the percentage and changes nothing", async () => {
    const [a, b, c, d, e, f, g] = await approvedInvoices(7);
    const [paid] = await suite.database.db
      .select({ id: invoices.id, number: invoices.invoiceNumber })
      .from(invoices)
      .where(eq(invoices.status, "Paid"))
      .limit(1);
    const paidUtr = freshUtr();
    await suite.database.db.update(invoices).set({ utr: paidUtr }).where(eq(invoices.id, paid!.id));
    const shared = freshUtr();
    const lines = [
      HEADER,
      `${a!.number},${freshUtr()},${rupees(a!.paise)},${today()}`,
      `${b!.number},${shared},"${rupees(b!.paise)}",${today().split("-").reverse().join("-")}`,
      `${c!.number},NOT-A-UTR,${rupees(c!.paise)},${today()}`,
      `INV-NOPE-1,${freshUtr()},100.00,${today()}`,
      `${d!.number},${freshUtr()},${rupees(d!.paise + 1)},${today()}`,
      `${e!.number},${freshUtr()},${rupees(e!.paise)},${addDays(today(), 1)}`,
      `${f!.number},${shared},${rupees(f!.paise)},${today()}`,
      `${g!.number},${paidUtr},${rupees(g!.paise)},${today()}`,
      `${paid!.number},${freshUtr()},100.00,${today()}`,
    ];
    const file = await uploaded(lines.join("\n"));
    expect(file).toMatchObject({
      state: "PREVIEW",
      totalRows: 9,
      validRows: 2,
      rejectedRows: 7,
      percentage: 22.22,
    });
    const rows = await rowsOf(file.id);
    expect(rows.map((row) => [row.state, row.reason])).toEqual([
      ["VALID", null],
      ["VALID", null],
      ["INVALID", "UTR can contain only letters and digits"],
      ["INVALID", WHY.invoiceUnknown],
      ["INVALID", expect.stringMatching(/^Amount does not match the invoice's actual payment amount ₹/)],
      ["INVALID", WHY.dateFuture],
      ["INVALID", WHY.utrInFile(2)],
      ["INVALID", WHY.utrOnInvoice],
      ["INVALID", WHY.invoiceHasOtherUtr(paidUtr)],
    ]);
    expect(await statusOf(a!.id)).toEqual({ status: "Approved", utr: null });
  });

  it("previews the demo's sample file: five rows to apply, four refused with their reasons", async () => {
    const sample = readFileSync("server/db/seed/samples/utr-update-sample.csv", "utf8");
    const file = await uploaded(sample, "utr-update-sample.csv");
    expect(file).toMatchObject({ totalRows: 9, validRows: 5, rejectedRows: 4, percentage: 55.56 });
    expect((await rowsOf(file.id)).filter((row) => row.reason).map((row) => row.reason)).toEqual([
      "UTR can contain only letters and digits",
      WHY.utrInFile(1),
      expect.stringMatching(/^Amount does not match/),
      WHY.invoiceUnknown,
    ]);
  });

  it("commits only after another money staff user approves, in batches, and downloads the rejected rows", async () => {
    const [a, b] = await approvedInvoices(2, 10);
    const utrA = freshUtr();
    const csv = [
      "invoiceNumber,utrNumber,amount,paymentDate",
      `${a!.number},${utrA},${rupees(a!.paise)},${today()}`,
      `${b!.number},${freshUtr()},${rupees(b!.paise)},${today()}`,
      `${b!.number},bad,1,${today()}`,
    ].join("\r\n");
    const file = await uploaded(csv, "two.csv");
    const submitted = await call(PAYMENTS, "POST", `/account/utr-imports/${file.id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const operation = submitted.json<{ payload: PendingOperation }>().payload;
    expect(operation.kind).toBe("UTR_IMPORT");
    expect(operation.preview.totalPaise).toBe(a!.paise + b!.paise);
    expect((await call(PAYMENTS, "POST", `/account/utr-imports/${file.id}/submit`)).statusCode).toBe(409);
    expect(await statusOf(a!.id)).toEqual({ status: "Approved", utr: null });

    const byMaker = await call(PAYMENTS, "POST", `/account/pending-operations/${operation.id}/approve`);
    expect(byMaker.statusCode).toBe(403);
    const byChecker = await call(SUPERADMIN, "POST", `/account/pending-operations/${operation.id}/approve`);
    expect(byChecker.statusCode, byChecker.body).toBe(200);
    const done = await committed(file.id);
    expect(done).toMatchObject({ appliedRows: 2, rejectedRows: 1, percentage: 66.67 });
    expect(await statusOf(a!.id)).toEqual({ status: "Paid", utr: utrA });
    expect((await statusOf(b!.id)).status).toBe("Paid");

    const rejected = await call(PAYMENTS, "GET", `/account/utr-imports/${file.id}/rejected`);
    expect(rejected.statusCode).toBe(200);
    const [header, line] = rejected.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe("invoiceNumber,utrNumber,amount,paymentDate,row,reason");
    expect(line).toContain(`${b!.number},bad,1,${today()},3,`);

    const history = (await call(SUPERADMIN, "GET", "/account/utr-imports")).json<{ payload: UtrImport[] }>();
    expect(history.payload.find((entry) => entry.id === file.id)).toMatchObject({
      fileName: "two.csv",
      uploadedByName: expect.any(String),
      appliedRows: 2,
    });

    const again = await upload(csv, PAYMENTS, "two-again.csv");
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(
      /^This file was already uploaded as two\.csv on .*; nothing changed$/,
    );
    const repeat = await uploaded(`${csv}\n`, "repeat.csv");
    expect(repeat).toMatchObject({ validRows: 0, alreadyAppliedRows: 2, percentage: 66.67 });
    expect((await call(PAYMENTS, "POST", `/account/utr-imports/${repeat.id}/submit`)).statusCode).toBe(409);
  });

  it("refuses at commit a row whose invoice moved since the preview, and applies the rest", async () => {
    const [a, b] = await approvedInvoices(2, 30);
    const file = await uploaded(
      [
        HEADER,
        `${a!.number},${freshUtr()},${rupees(a!.paise)},${today()}`,
        `${b!.number},${freshUtr()},${rupees(b!.paise)},${today()}`,
      ].join("\n"),
    );
    const operation = (await call(PAYMENTS, "POST", `/account/utr-imports/${file.id}/submit`)).json<{
      payload: PendingOperation;
    }>().payload;
    await suite.database.db.update(invoices).set({ status: "Cancelled" }).where(eq(invoices.id, b!.id));
    expect(
      (await call(SUPERADMIN, "POST", `/account/pending-operations/${operation.id}/approve`)).statusCode,
    ).toBe(200);
    expect(await committed(file.id)).toMatchObject({
      appliedRows: 1,
      validRows: 1,
      rejectedRows: 1,
      percentage: 50,
    });
    expect((await rowsOf(file.id)).map((row) => [row.state, row.reason])).toEqual([
      ["APPLIED", null],
      ["INVALID", WHY.invoiceNotApproved("Cancelled")],
    ]);
    expect((await statusOf(a!.id)).status).toBe("Paid");
  });

  it("a checker's rejection applies nothing", async () => {
    const [a] = await approvedInvoices(1, 20);
    const file = await uploaded(`${HEADER}\n${a!.number},${freshUtr()},${rupees(a!.paise)},${today()}`);
    const operation = (await call(PAYMENTS, "POST", `/account/utr-imports/${file.id}/submit`)).json<{
      payload: PendingOperation;
    }>().payload;
    const rejected = await suite.app.inject({
      method: "POST",
      url: `/account/pending-operations/${operation.id}/reject`,
      headers: await suite.as(SUPERADMIN),
      payload: { reason: "Wrong bank file" },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(
      (await call(PAYMENTS, "GET", `/account/utr-imports/${file.id}`)).json<{ payload: UtrImport }>().payload
        .state,
    ).toBe("REJECTED");
    expect(await statusOf(a!.id)).toEqual({ status: "Approved", utr: null });
  });

  it("refuses staff who cannot move money, files without the columns, non-text files and unknown types", async () => {
    expect((await upload(`${HEADER}\n`, OPS)).statusCode).toBe(403);
    const missing = await upload("invoice,amount\nINV-1,10");
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toBe(
      "The UTR file lacks the columns utrNumber, paymentDate",
    );
    const binary = await upload("PK\u0003\u0004\u0000\u0000binary");
    expect(binary.statusCode).toBe(415);
    expect((await upload(HEADER)).json<{ message: string }>().message).toBe("The UTR file has no rows");
    expect((await upload(`${HEADER}\n`, PAYMENTS, "x.csv", "utr_other")).statusCode).toBe(400);
    const template = await call(PAYMENTS, "GET", "/account/utr-imports/template?type=utr_update");
    expect(template.body.replace(/^\uFEFF/, "").trim()).toBe("invoiceNumber,utrNumber,amount,paymentDate");
  });
});

describe("the import history's export", () => {
  it("has the list's imports in its order, the ID first, is audited, and is money staff's only", async () => {
    const listed = (await call(PAYMENTS, "GET", "/account/utr-imports?pageSize=500")).json<{
      payload: UtrImport[];
    }>().payload;
    expect(listed.length).toBeGreaterThan(0);
    const csv = csvOf(await call(PAYMENTS, "GET", "/account/utr-imports/export"));
    expect(csv.header[0]).toBe(ID_HEADER);
    expect(idsOf(csv)).toEqual(listed.map((file) => file.id));
    expect(csv.rows[0]).toMatchObject({ File: listed[0]!.fileName, Rows: String(listed[0]!.totalRows) });
    await expect
      .poll(() => lastExportAudit(suite.database.db, "utr-imports"))
      .toMatchObject({ after: { filters: {}, rows: listed.length, complete: true } });
    expect((await call(OPS, "GET", "/account/utr-imports/export")).statusCode).toBe(403);
  });
});
