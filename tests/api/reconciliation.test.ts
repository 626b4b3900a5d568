import { describe, expect, it } from "vitest";
import {
  LINE_NOT_IN_SUSPENSE,
  LINE_NOT_MATCHED,
  LINE_STALE,
  MATCH_LEG_TWICE,
  matchSumMismatch,
  RETURN_REASON_REQUIRED,
  STATEMENT_MAPPING_INVALID,
  type StatementLine,
} from "@domain/api/reconciliation";
import { asc, eq } from "drizzle-orm";
import { receipts } from "@server/db/schema/index";
import { ID_HEADER } from "@server/exports/csv-export";
import { NBFC, OPS, PAYMENTS } from "./clients-kit";
import { csvOf, idsOf } from "./csv-answers";
import { lastExportAudit } from "./export-audit";
import { HDFC_HEADER, reconciliationKit, SAMPLE } from "./reconciliation-kit";

const kit = reconciliationKit();
const byNarration = (lines: StatementLine[], text: string) =>
  lines.find((line) => line.narration.includes(text))!;

describe("bank reconciliation: the demo statement", () => {
  let lines: StatementLine[] = [];

  it("matches most credits on upload and leaves the rest in suspense", async () => {
    const statement = await kit.uploaded(SAMPLE, "bank-statement-sample.csv", { bankName: "HDFC Bank" });
    expect(statement).toMatchObject({
      bankName: "HDFC Bank",
      periodFrom: "2026-11-17",
      periodTo: "2026-11-20",
      lineCount: 9,
    });
    expect(statement.report).toEqual({
      credits: { count: 7, paise: 49_457_395 },
      matchedAuto: { count: 5, paise: 46_583_595 },
      matchedManual: { count: 0, paise: 0 },
      suspense: { count: 2, paise: 2_873_800 },
      returned: { count: 0, paise: 0 },
      debits: { count: 2, paise: 5_001_770 },
      matchedPercent: 71.43,
    });
    lines = await kit.linesOf(statement.id);
    expect(lines.map((line) => line.state)).toEqual([
      "MATCHED",
      "MATCHED",
      "MATCHED",
      "DEBIT",
      "MATCHED",
      "SUSPENSE",
      "MATCHED",
      "SUSPENSE",
      "DEBIT",
    ]);
  });

  it("pays the oldest due a named credit fits, with its confidence, through the receipt poster", async () => {
    const line = byNarration(lines, "BASAVARAJ");
    expect(line).toMatchObject({ matchMethod: "AUTO", confidence: 85 });
    expect(line.legs).toEqual([
      expect.objectContaining({
        borrowerName: "Basavaraj Patil",
        amountPaise: 2_750_400,
        rule: "AMOUNT_DATE_NAME",
      }),
    ]);
    // His first instalment is a broken period's, smaller than the EMI: the oldest due ₹27,504 fits is the second.
    const [first, oldest] = await kit.duesOf(line.legs[0]!.trancheRef!);
    expect([first!.status, first!.principalDuePaise + first!.interestDuePaise]).toEqual([
      "PENDING",
      2_655_468,
    ]);
    expect(oldest).toMatchObject({ id: line.legs[0]!.emiId, status: "COMPLETED", paidOn: "2026-11-17" });
    const [receipt] = await kit.suite.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.id, line.legs[0]!.receiptId));
    expect(receipt).toMatchObject({
      channel: "BANK_CREDIT",
      amountPaise: 2_750_400,
      utr: "SBINN26321004512",
    });
    expect((await kit.auditsOf(line.id)).map((entry) => entry.action)).toEqual(["reconciliation.matched"]);
  });

  it("settles several dues of one borrower with one batch credit", async () => {
    const line = byNarration(lines, "BATCH");
    expect(line).toMatchObject({ confidence: 100, feePaise: 0 });
    expect(line.legs.map((leg) => [leg.borrowerName, leg.amountPaise, leg.rule])).toEqual([
      ["Kalpesh Vaghela", 916_800, "BATCH"],
      ["Kalpesh Vaghela", 916_800, "BATCH"],
    ]);
    expect((await kit.auditsOf(line.id)).map((entry) => entry.action)).toEqual(["reconciliation.split"]);
  });

  it("refuses the same file again and changes nothing", async () => {
    const response = await kit.upload(SAMPLE, "copy.csv");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      /^This statement was already uploaded as bank-statement-sample\.csv on .+; nothing changed$/,
    );
    const list = await kit.call("GET", "/account/reconciliation/statements");
    expect(list.json().payload.filter((row: { fileName: string }) => row.fileName === "copy.csv")).toEqual(
      [],
    );
  });

  it("lists the suspense queue and suggests the due of the credit's amount", async () => {
    const suspense = (
      await kit.call("GET", "/account/reconciliation/lines?state=SUSPENSE&pageSize=100")
    ).json<{
      payload: StatementLine[];
    }>().payload;
    const cash = byNarration(suspense, "CASH DEPOSIT");
    expect(cash.state).toBe("SUSPENSE");
    const [best] = await kit.candidates(`lineId=${cash.id}`);
    expect(best).toMatchObject({
      kind: "DUE",
      borrowerName: "Basavaraj Patil",
      amountPaise: 2_750_400,
      confidence: 55,
    });
    const found = await kit.candidates(`lineId=${cash.id}&search=basavaraj`);
    expect(found.every((candidate) => candidate.borrowerName === "Basavaraj Patil")).toBe(true);
  });

  it("matches a credit by hand: amounts must add up, the version must be current, a due named once", async () => {
    const cash = byNarration(await kit.linesOf(lines[0]!.statementId), "CASH DEPOSIT");
    const loan = byNarration(lines, "BASAVARAJ").legs[0]!.trancheRef!;
    const [, , second, third] = await kit.duesOf(loan);
    const short = await kit.lineAction(cash, "match", {
      legs: [{ kind: "DUE", id: second!.id, amount: "27000.00" }],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ field: "legs", message: matchSumMismatch("₹27,504", "₹27,000") }]);
    const twice = await kit.lineAction(cash, "match", {
      legs: [
        { kind: "DUE", id: second!.id, amount: "13752.00" },
        { kind: "DUE", id: second!.id, amount: "13752.00" },
      ],
    });
    expect(twice.json().errors).toEqual([{ field: "legs.1.id", message: MATCH_LEG_TWICE }]);
    const stale = await kit.call("POST", `/account/reconciliation/lines/${cash.id}/match`, {
      version: cash.version + 1,
      legs: [{ kind: "DUE", id: second!.id, amount: "27504.00" }],
    });
    expect([stale.statusCode, stale.json().message]).toEqual([409, LINE_STALE]);

    const split = await kit.lineAction(cash, "match", {
      legs: [
        { kind: "DUE", id: second!.id, amount: "20000.00" },
        { kind: "DUE", id: third!.id, amount: "7504.00" },
      ],
    });
    expect(split.statusCode, split.body).toBe(200);
    const matched = split.json<{ payload: StatementLine }>().payload;
    expect(matched).toMatchObject({ state: "MATCHED", matchMethod: "MANUAL", confidence: 100 });
    expect(matched.legs.map((leg) => [leg.emiId, leg.amountPaise, leg.matchedByName])).toEqual([
      [second!.id, 2_000_000, "Pooja Shah"],
      [third!.id, 750_400, "Pooja Shah"],
    ]);
    const [, , secondAfter, thirdAfter] = await kit.duesOf(loan);
    expect([secondAfter!.status, thirdAfter!.status]).toEqual(["PARTIAL_PAID", "PARTIAL_PAID"]);
    const again = await kit.lineAction(matched, "return", { reason: "twice" });
    expect([again.statusCode, again.json().message]).toEqual([409, LINE_NOT_IN_SUSPENSE]);
  });

  it("unmatches: the receipt the match posted is reversed, the due owes again, the credit is back in suspense", async () => {
    const line = byNarration(await kit.linesOf(lines[0]!.statementId), "SURESH KAMATH");
    const response = await kit.lineAction(line, "unmatch", { reason: "Wrong borrower" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toMatchObject({ state: "SUSPENSE", legs: [], matchMethod: null });
    const [reversal] = await kit.suite.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.reversesId, line.legs[0]!.receiptId));
    expect(reversal).toMatchObject({ channel: "REVERSAL", amountPaise: -1_010_695 });
    const dues = await kit.duesOf(line.legs[0]!.trancheRef!);
    expect(dues.find((due) => due.id === line.legs[0]!.emiId)?.status).not.toBe("COMPLETED");
    const again = await kit.lineAction(response.json().payload, "unmatch", { reason: "again" });
    expect([again.statusCode, again.json().message]).toEqual([409, LINE_NOT_MATCHED]);
    expect((await kit.auditsOf(line.id)).map((entry) => entry.action)).toEqual([
      "reconciliation.matched",
      "reconciliation.unmatched",
    ]);
  });

  it("returns a credit to its remitter with a reason", async () => {
    const line = byNarration(await kit.linesOf(lines[0]!.statementId), "UNKNOWN REMITTER");
    const blank = await kit.lineAction(line, "return", { reason: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ field: "reason", message: RETURN_REASON_REQUIRED }]);
    const response = await kit.lineAction(line, "return", { reason: "No loan of this remitter" });
    expect(response.json().payload).toMatchObject({
      state: "RETURNED",
      returnReason: "No loan of this remitter",
    });
    const statement = (await kit.call("GET", `/account/reconciliation/statements/${line.statementId}`)).json()
      .payload;
    expect(statement.report).toMatchObject({
      matchedAuto: { count: 4 },
      matchedManual: { count: 1, paise: 2_750_400 },
      suspense: { count: 1, paise: 1_010_695 },
      returned: { count: 1, paise: 123_400 },
      matchedPercent: 71.43,
    });
  });
});

describe("bank reconciliation: other statements", () => {
  it("matches an existing receipt by its UTR and marks it reconciled without posting another", async () => {
    const [receipt] = await kit.suite.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.channel, "MANUAL_PAYMENT"))
      .orderBy(asc(receipts.receiptNumber))
      .limit(1);
    const csv = `${HDFC_HEADER}\n01/11/26,RTGS CR SOMEONE,${receipt!.utr},01/11/26,,${(receipt!.amountPaise / 100).toFixed(2)},1\n`;
    const statement = await kit.uploaded(csv, "utr.csv");
    const [line] = await kit.linesOf(statement.id);
    expect(line).toMatchObject({ state: "MATCHED", confidence: 100 });
    expect(line!.legs).toEqual([
      expect.objectContaining({
        receiptId: receipt!.id,
        emiId: null,
        rule: "UTR",
        receiptNumber: receipt!.receiptNumber,
      }),
    ]);
    const found = await kit.candidates(`search=${receipt!.receiptNumber}`);
    expect(found).toEqual([]);
  });

  it("reads other headers through an explicit mapping, and names what is missing without one", async () => {
    const csv = "When,Who,Money In,Money Out\n2026-11-02,NEFT CR NOBODY,5000.00,\n2026-11-02,FEE,,10\n";
    const missing = await kit.upload(csv, "custom.csv");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      "The bank statement lacks the columns date, narration, credit; map them to one of its headers: When, Who, Money In, Money Out",
    );
    const mapping = JSON.stringify({
      date: "When",
      narration: "Who",
      credit: "Money In",
      debit: "Money Out",
    });
    const statement = await kit.uploaded(csv, "custom.csv", { mapping });
    expect(statement.report).toMatchObject({
      credits: { count: 1, paise: 500_000 },
      debits: { count: 1, paise: 1_000 },
    });
    const bad = await kit.upload(csv.replace("FEE", "FEE2"), "custom.csv", PAYMENTS, { mapping: "{nope" });
    expect([bad.statusCode, bad.json().message]).toEqual([400, STATEMENT_MAPPING_INVALID]);
  });

  it("names the row whose date or amount cannot be read, and refuses a file that is not text", async () => {
    const badDate = await kit.upload(`${HDFC_HEADER}\n31/02/26,NEFT,1,,,100.00,\n`, "bad.csv");
    expect(badDate.json().message).toBe(
      "Row 2: the date must be a date like 05/11/2026, 05-Nov-2026 or 2026-11-05",
    );
    const badAmount = await kit.upload(`${HDFC_HEADER}\n01/11/26,NEFT,1,,,12.345,\n`, "bad.csv");
    expect(badAmount.json().message).toBe(
      "Row 2: the debit, credit and balance must be amounts like 1,23,456.78",
    );
    const form = await kit.upload(String.fromCharCode(0, 1, 2, 255), "binary.csv");
    expect(form.statusCode).toBe(415);
  });

  it("is money staff's only", async () => {
    for (const email of [OPS, NBFC]) {
      expect((await kit.call("GET", "/account/reconciliation/statements", undefined, email)).statusCode).toBe(
        403,
      );
      expect((await kit.upload(SAMPLE, "x.csv", email)).statusCode).toBe(403);
    }
  });
});

describe("bank reconciliation: the exports", () => {
  const listed = async <T extends { id: string }>(url: string) => {
    const response = await kit.call("GET", url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ payload: T[] }>().payload.map((row) => row.id);
  };

  it("exports the statements as the list has them, the ID first, audited", async () => {
    const statements = await listed("/account/reconciliation/statements?pageSize=500");
    expect(statements.length).toBeGreaterThan(0);
    const csv = csvOf(await kit.call("GET", "/account/reconciliation/statements/export"));
    expect(csv.header[0]).toBe(ID_HEADER);
    expect(idsOf(csv)).toEqual(statements);
    await expect
      .poll(() => lastExportAudit(kit.suite.database.db, "reconciliation-statements"))
      .toMatchObject({ after: { filters: {}, rows: statements.length, complete: true } });
  });

  it("exports the suspense queue and a statement's lines as the lists select them, audited", async () => {
    const suspense = await listed("/account/reconciliation/lines?state=SUSPENSE&pageSize=500");
    const queue = csvOf(await kit.call("GET", "/account/reconciliation/lines/export?state=SUSPENSE"));
    expect(queue.header[0]).toBe(ID_HEADER);
    expect(idsOf(queue)).toEqual(suspense);
    expect(queue.rows.every((row) => row.State === "In suspense")).toBe(true);

    const [statementId] = await listed("/account/reconciliation/statements?pageSize=1");
    const lines = await listed(`/account/reconciliation/lines?statementId=${statementId}&pageSize=500`);
    expect(lines.length).toBeGreaterThan(0);
    const csv = csvOf(
      await kit.call("GET", `/account/reconciliation/lines/export?statementId=${statementId}`),
    );
    expect(idsOf(csv)).toEqual(lines);
    await expect
      .poll(() => lastExportAudit(kit.suite.database.db, "reconciliation-lines"))
      .toMatchObject({ after: { filters: { statementId }, rows: lines.length, complete: true } });
    const unknown = "00000000-0000-4000-8000-000000000000";
    const missing = await kit.call("GET", `/account/reconciliation/lines/export?statementId=${unknown}`);
    expect(missing.statusCode).toBe(404);
  });

  it("are money staff's only", async () => {
    for (const email of [OPS, NBFC])
      for (const path of ["statements", "lines"])
        expect(
          (await kit.call("GET", `/account/reconciliation/${path}/export`, undefined, email)).statusCode,
        ).toBe(403);
  });
});
