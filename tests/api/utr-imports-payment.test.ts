import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PendingOperation } from "@domain/api/pending-operations";
import { UTR_ROW_REASONS as WHY } from "@domain/api/utr-imports";
import { addDays, businessDateAt } from "@domain/dates/business-date";
import { formatInr } from "@domain/money/format-inr";
import { rawRows } from "@server/db/raw-rows";
import { receiptAllocations, receipts } from "@server/db/schema/collections";
import { loans } from "@server/db/schema/loans";
import { PAYMENTS, SUPERADMIN } from "./clients-kit";
import { freshUtr, rupees, utrImportsKit } from "./utr-imports-kit";

const { suite, upload, call, uploaded, rowsOf, submit, approvedAndCommitted } = utrImportsKit();
const HEADER = "Loan Number,Invoice Number,UTR,Amount,Payment Date,Mode";
const PAYABLE = "('PENDING','READY_FOR_SCHEDULED','BOUNCED','FAILED','RESCHEDULED','PARTIAL_PAID','PAUSED')";

type Tranche = { id: string; ref: string; owed: number };

/** Loans (or invoices whose number is theirs alone) with payable dues, and what those dues owe. */
async function tranches(kind: "loan" | "invoice", count: number, skip: number): Promise<Tranche[]> {
  const join =
    kind === "loan"
      ? sql`JOIN loans t ON t.id = e.loan_id`
      : sql`JOIN invoices t ON t.id = e.invoice_id AND (SELECT count(*) FROM invoices same
          WHERE same.invoice_number = t.invoice_number) = 1`;
  const ref = kind === "loan" ? sql`t.loan_number` : sql`t.invoice_number`;
  const rows = rawRows<{ id: string; ref: string; owed: string }>(
    await suite.database.db.execute(sql`SELECT t.id::text AS id, ${ref} AS ref,
      sum(e.principal_due_paise + e.interest_due_paise + e.penal_due_paise - e.principal_paid_paise
        - e.interest_paid_paise - e.penal_paid_paise)::text AS owed
      FROM emis e ${join} WHERE e.status IN ${sql.raw(PAYABLE)}
        AND e.due_date <= ${businessDateAt(suite.clock.now())}
      GROUP BY t.id, ${ref} HAVING sum(e.principal_due_paise + e.interest_due_paise + e.penal_due_paise
        - e.principal_paid_paise - e.interest_paid_paise - e.penal_paid_paise) > 1000
      ORDER BY ${ref} LIMIT ${count} OFFSET ${skip}`),
  );
  return rows.map((row) => ({ id: row.id, ref: row.ref, owed: Number(row.owed) }));
}

async function receiptOf(utr: string) {
  const [receipt] = await suite.database.db.select().from(receipts).where(eq(receipts.utr, utr));
  if (!receipt) return null;
  const [allocated] = await suite.database.db
    .select({ paise: sql<string>`coalesce(sum(${receiptAllocations.amountPaise}), 0)::text` })
    .from(receiptAllocations)
    .where(eq(receiptAllocations.receiptId, receipt.id));
  return { ...receipt, allocatedPaise: Number(allocated!.paise) };
}

/**
 * A file naming demo loans as a fresh database numbers them (LN-000001 on): the same loans as this run's
 * database numbers them (a reused PostgreSQL test database's sequence has gone further).
 */
async function asSeeded(text: string) {
  const numbers = await suite.database.db
    .select({ number: loans.loanNumber })
    .from(loans)
    .orderBy(asc(loans.loanNumber));
  return text.replace(/LN-(\d{6})/g, (ref, n: string) => numbers[Number(n) - 1]?.number ?? ref);
}

const line = (loan: string, invoice: string, utr: string, amount: string, date: string, mode = "") =>
  [loan, invoice, utr, amount, date, mode].join(",");

describe("bulk UTR import of repayments (utr_payment)", () => {
  const today = () => businessDateAt(suite.clock.now());

  it("previews the demo's sample file: three repayments to post, five refused with their reasons", async () => {
    const sample = await asSeeded(readFileSync("server/db/seed/samples/utr-payment-sample.csv", "utf8"));
    const file = await uploaded(sample, "utr-payment-sample.csv", "utr_payment");
    expect(file).toMatchObject({ totalRows: 8, validRows: 3, rejectedRows: 5, percentage: 37.5 });
    // The last row's loan owes what its payable dues owe today (the day-end's penal included), less row 2's ₹2,500.
    const [five] = rawRows<{ owed: string }>(
      await suite.database.db.execute(sql`SELECT sum(e.principal_due_paise + e.interest_due_paise
          + e.penal_due_paise - e.principal_paid_paise - e.interest_paid_paise - e.penal_paid_paise)::text AS owed
        FROM emis e JOIN loans t ON t.id = e.loan_id
        WHERE t.loan_number = ${await asSeeded("LN-000005")} AND e.status IN ${sql.raw(PAYABLE)}`),
    );
    const left = Number(five!.owed) - 250_000;
    expect((await rowsOf(file.id)).map((row) => row.reason)).toEqual([
      null,
      null,
      null,
      WHY.modeMismatch("UPI"),
      WHY.nothingDue,
      WHY.utrInFile(1),
      WHY.loanUnknown,
      WHY.amountOverDue(formatInr(left, { currency: true })),
    ]);
  });

  it("checks every row at preview against the dues, the UTRs and the file, and changes nothing", async () => {
    const [loan] = await tranches("loan", 1, 0);
    const [invoice] = await tranches("invoice", 1, 0);
    const [closed] = rawRows<{ number: string }>(
      await suite.database.db.execute(sql`SELECT loan_number AS number FROM loans l WHERE NOT EXISTS
        (SELECT 1 FROM emis e WHERE e.loan_id = l.id AND e.status IN ${sql.raw(PAYABLE)}) LIMIT 1`),
    );
    const [onReceipt] = await suite.database.db
      .select({ utr: receipts.utr, number: receipts.receiptNumber })
      .from(receipts)
      .where(sql`${receipts.utr} IS NOT NULL AND ${receipts.reversesId} IS NULL`)
      .limit(1);
    const first = freshUtr();
    const lines = [
      HEADER,
      line(loan!.ref, "", first, "1.00", today(), "imps"),
      line(loan!.ref.toLowerCase(), "", freshUtr(), rupees(loan!.owed - 100), today()),
      line(loan!.ref, "", freshUtr(), "0.01", today()),
      line("", invoice!.ref, freshUtr(), "1.00", today().split("-").reverse().join("/"), "UPI"),
      line(loan!.ref, invoice!.ref, freshUtr(), "1.00", today()),
      line("", "", freshUtr(), "1.00", today()),
      line("LN-999999", "", freshUtr(), "1.00", today()),
      line(closed!.number, "", freshUtr(), "1.00", today()),
      line(invoice!.ref, "", first, "1.00", today()).replace(invoice!.ref, loan!.ref),
      line(loan!.ref, "", onReceipt!.utr!, "1.00", today()),
      line(loan!.ref, "", freshUtr(), "1.00", today(), "RTGS"),
      line(loan!.ref, "", freshUtr(), "1.00", today(), "CASH"),
      line(loan!.ref, "", freshUtr(), "1.00", addDays(today(), 1)),
      line(loan!.ref, "", freshUtr(), "0", today()),
    ];
    const file = await uploaded(lines.join("\n"), "repayments.csv", "utr_payment");
    expect(file).toMatchObject({ type: "utr_payment", totalRows: 14, validRows: 3, percentage: 21.43 });
    const rows = await rowsOf(file.id);
    expect(rows.map((row) => [row.state, row.reason])).toEqual([
      ["VALID", null],
      ["VALID", null],
      ["INVALID", WHY.amountOverDue(formatInr(0, { currency: true }))],
      ["VALID", null],
      ["INVALID", WHY.referenceBoth],
      ["INVALID", WHY.referenceRequired],
      ["INVALID", WHY.loanUnknown],
      ["INVALID", WHY.nothingDue],
      ["INVALID", WHY.utrInFile(1)],
      ["INVALID", WHY.utrOnReceipt(onReceipt!.number)],
      ["INVALID", WHY.modeMismatch("RTGS")],
      ["INVALID", WHY.modeInvalid],
      ["INVALID", WHY.dateFuture],
      ["INVALID", WHY.amountInvalid],
    ]);
    expect(rows[0]).toMatchObject({ loanId: loan!.id, mode: "IMPS", receiptId: null });
    expect(rows[3]).toMatchObject({ invoiceId: invoice!.id, loanId: null });
    expect(await receiptOf(first)).toBeNull();
  });

  it("posts each row as a receipt once a second user approves; the same file again changes nothing", async () => {
    const [loan] = await tranches("loan", 1, 1);
    const [invoice] = await tranches("invoice", 1, 1);
    const [utrLoan, utrInvoice] = [freshUtr(), freshUtr()];
    const csv = [
      "loanNumber,invoiceNumber,utrNumber,amount,paymentDate",
      line(loan!.ref, "", utrLoan, rupees(1_000), today()).split(",").slice(0, 5).join(","),
      line("", invoice!.ref, utrInvoice, rupees(invoice!.owed), today()).split(",").slice(0, 5).join(","),
    ].join("\r\n");
    const file = await uploaded(csv, "paid.csv", "utr_payment");
    const operation = await submit(file.id);
    expect(operation.preview.totalPaise).toBe(1_000 + invoice!.owed);
    expect(await receiptOf(utrLoan)).toBeNull();
    expect(
      (await call(PAYMENTS, "POST", `/account/pending-operations/${operation.id}/approve`)).statusCode,
    ).toBe(403);
    expect(
      (await call(SUPERADMIN, "POST", `/account/pending-operations/${operation.id}/approve`)).statusCode,
    ).toBe(200);
    await expect
      .poll(async () => (await rowsOf(file.id)).map((row) => row.state))
      .toEqual(["APPLIED", "APPLIED"]);
    const rows = await rowsOf(file.id);
    for (const [utr, paise, row] of [
      [utrLoan, 1_000, rows[0]!],
      [utrInvoice, invoice!.owed, rows[1]!],
    ] as const) {
      const receipt = await receiptOf(utr);
      expect(receipt).toMatchObject({
        id: row.receiptId,
        channel: "UTR_IMPORT",
        status: "COMPLETED",
        amountPaise: paise,
        unappliedPaise: 0,
        allocatedPaise: paise,
        receivedOn: today(),
      });
    }
    expect((await tranches("invoice", 100, 0)).map((found) => found.id)).not.toContain(invoice!.id);

    const again = await upload(csv, PAYMENTS, "paid-again.csv", "utr_payment");
    expect(again.statusCode).toBe(409);
    const repeat = await uploaded(`${csv}\r\n`, "paid-repeat.csv", "utr_payment");
    expect(repeat).toMatchObject({ validRows: 0, alreadyAppliedRows: 2, percentage: 100 });
    const otherLoan = await uploaded(
      `${HEADER}\n${line((await tranches("loan", 1, 2))[0]!.ref, "", utrLoan, "1.00", today())}`,
      "other.csv",
      "utr_payment",
    );
    expect((await rowsOf(otherLoan.id))[0]!.reason).toMatch(
      /^This UTR is already recorded against receipt RC-/,
    );
  });

  it("refuses at commit a row whose UTR was recorded since the preview, and posts the rest", async () => {
    const [first, second] = await tranches("loan", 2, 3);
    const [taken, kept] = [freshUtr(), freshUtr()];
    const file = await uploaded(
      [
        HEADER,
        line(first!.ref, "", taken, "5.00", today()),
        line(second!.ref, "", kept, "5.00", today()),
      ].join("\n"),
      "late.csv",
      "utr_payment",
    );
    const manual = await suite.app.inject({
      method: "POST",
      url: "/account/collect/payment/add",
      headers: await suite.as(PAYMENTS),
      payload: { paymentInvoiceId: first!.id, paymentAmount: "5.00", utrNumber: taken, paymentDate: today() },
    });
    expect(manual.statusCode, manual.body).toBe(200);
    const proposal = manual.json<{ payload: PendingOperation }>().payload;
    expect(
      (await call(SUPERADMIN, "POST", `/account/pending-operations/${proposal.id}/approve`)).statusCode,
    ).toBe(200);
    const done = await approvedAndCommitted(file.id);
    expect(done).toMatchObject({ appliedRows: 1, validRows: 1, rejectedRows: 1 });
    const rows = await rowsOf(file.id);
    expect(rows.map((row) => row.state)).toEqual(["INVALID", "APPLIED"]);
    expect(rows[0]!.reason).toMatch(/^Not applied: This UTR is already recorded against receipt RC-/);
    const rejected = await call(PAYMENTS, "GET", `/account/utr-imports/${file.id}/rejected`);
    const [header, refused] = rejected.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe("loanNumber,invoiceNumber,utrNumber,amount,paymentDate,mode,row,reason");
    expect(refused).toContain(`${first!.ref},,${taken},5.00,${today()},,1,`);
    expect((await receiptOf(taken))!.channel).toBe("MANUAL_PAYMENT");
    expect((await receiptOf(kept))!.channel).toBe("UTR_IMPORT");
  });

  it("offers each type's template as CSV and as an XLSX workbook", async () => {
    const csv = await call(PAYMENTS, "GET", "/account/utr-imports/template?type=utr_payment");
    expect(csv.body.replace(/^\uFEFF/, "").trim()).toBe(
      "loanNumber,invoiceNumber,utrNumber,amount,paymentDate,mode",
    );
    const xlsx = await call(PAYMENTS, "GET", "/account/utr-imports/template?type=utr_payment&format=xlsx");
    expect(xlsx.headers["content-disposition"]).toBe('attachment; filename="utr-payment-template.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([
      undefined,
      "loanNumber",
      "invoiceNumber",
      "utrNumber",
      "amount",
      "paymentDate",
      "mode",
    ]);
  });

  it("reads an XLSX upload: numbers, dates and formulas as the sheet shows them", async () => {
    const [loan] = await tranches("loan", 1, 5);
    const utr = freshUtr();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Repayments");
    sheet.addRow(["Loan No", "UTR", "Amount Received", "Received On"]);
    const [year, month, day] = today().split("-").map(Number);
    sheet.addRow([
      loan!.ref,
      Number(utr),
      { formula: "10+2.5", result: 12.5 },
      new Date(Date.UTC(year!, month! - 1, day)),
    ]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const file = await uploaded(bytes, "repayments.xlsx", "utr_payment", "application/octet-stream");
    expect(await rowsOf(file.id)).toEqual([
      expect.objectContaining({
        loanNumber: loan!.ref,
        utrNumber: utr,
        amount: "12.5",
        paymentDate: today(),
        state: "VALID",
        loanId: loan!.id,
      }),
    ]);
    const old = await upload(
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1]),
      PAYMENTS,
      "old.xls",
      "utr_payment",
    );
    expect(old.statusCode).toBe(415);
  });
});
