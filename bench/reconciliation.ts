/**
 * A 50,000-line bank statement reconciled: the CSV read as the upload reads it (`parseStatement`: papaparse,
 * the HDFC headers, dates and amounts) and its credits matched (`matchCredits`) against 60,000 expected items
 * of 12,000 borrowers: receipts awaiting their credit (matched by UTR), dues paid one by one (amount, date,
 * name), dues paid together (batches, some net of a fee), credits nobody expects, and debits. Seeded, so runs
 * compare; target 10 s. The database's part (storing the lines, posting a receipt per match) is not timed
 * here: `tests/api/reconciliation.test.ts` covers it. Prints `BENCH_RESULT {json}` for bench/run-all.ts.
 */
import { Readable } from "node:stream";
import { addDays } from "@domain/dates/business-date";
import { type ExpectedItem, matchCredits } from "@domain/reconciliation/match-credits";
import { parseStatement } from "@server/modules/reconciliation/parse-statement";

const LINES = 50_000;
const BORROWERS = 12_000;
const TARGET_MS = 10_000;
const HEADER = "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance";
const FIRST = ["RAMESH", "SUNITA", "ARJUN", "MEENA", "KIRAN", "ANIL", "LATA", "VIKRAM", "POOJA", "SURESH"];
const LAST = ["PATIL", "SHAH", "IYER", "REDDY", "JOSHI", "NAIR", "KAMATH", "DESAI", "RAO", "GUPTA"];

let seed = 20_251_124;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
/** A borrower's name: a common first and last name, and a middle name of letters that tells them apart. */
const nameOf = (borrower: number) =>
  `${FIRST[borrower % 10]} ${[...String(borrower).padStart(5, "0")].map((digit) => "KLMNPRSTVY"[Number(digit)]).join("")} ${LAST[Math.floor(borrower / 10) % 10]}`;
const ddmmyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;
const rupees = (paise: number) => (paise / 100).toFixed(2);

function scenario() {
  const expected: ExpectedItem[] = [];
  const rows: string[] = [HEADER];
  let id = 0;
  const item = (
    borrower: number,
    kind: ExpectedItem["kind"],
    amountPaise: number,
    on: string,
    utr: string | null,
  ) => {
    const entry: ExpectedItem = {
      id: `e${(id += 1)}`,
      kind,
      utr,
      amountPaise,
      expectedOn: on,
      strictWindow: kind === "RECEIPT",
      payerName: nameOf(borrower),
      batchKey: kind === "DUE" ? `b${borrower}` : null,
    };
    expected.push(entry);
    return entry;
  };
  const credit = (on: string, narration: string, reference: string, paise: number) =>
    rows.push(`${ddmmyy(on)},${narration},${reference},${ddmmyy(on)},,${rupees(paise)},1`);
  while (rows.length <= LINES) {
    const borrower = Math.floor(random() * BORROWERS);
    const on = addDays("2026-10-01", Math.floor(random() * 45));
    const paise = 100_000 + Math.floor(random() * 5_000_000);
    const kind = random();
    if (kind < 0.4) {
      const utr = `${String(rows.length).padStart(12, "0")}`;
      item(borrower, "RECEIPT", paise, on, utr);
      credit(addDays(on, 1), `NEFT CR ${pick(LAST)}`, utr, paise);
    } else if (kind < 0.75) {
      item(borrower, "DUE", paise, on, null);
      credit(addDays(on, Math.floor(random() * 3)), `UPI/CR/${nameOf(borrower)}`, "", paise);
    } else if (kind < 0.85) {
      const second = 100_000 + Math.floor(random() * 5_000_000);
      item(borrower, "DUE", paise, on, null);
      item(borrower, "DUE", second, addDays(on, 30), null);
      credit(
        addDays(on, 31),
        `NACH CR ${nameOf(borrower)} BATCH`,
        "",
        paise + second - (random() < 0.5 ? 0 : 1_500),
      );
    } else if (kind < 0.95) {
      item(borrower, "DUE", paise + 7, on, null);
      credit(on, `CASH DEPOSIT BRANCH ${borrower}`, "", paise);
    } else {
      rows.push(`${ddmmyy(on)},CHRG ${borrower},,${ddmmyy(on)},${rupees(paise)},,1`);
    }
  }
  return { expected, csv: `${rows.join("\n")}\n` };
}

async function main() {
  const { expected, csv } = scenario();
  const started = performance.now();
  const parsed = await parseStatement(Readable.from([Buffer.from(csv)]), "bench.csv", "text/csv", undefined);
  const parsedMs = performance.now() - started;
  const credits = parsed.lines
    .filter((line) => line.creditPaise > 0)
    .map((line) => ({
      id: String(line.rowNumber),
      valueDate: line.valueDate,
      narration: line.narration,
      reference: line.reference,
      amountPaise: line.creditPaise,
    }));
  const matches = matchCredits(credits, expected);
  const totalMs = performance.now() - started;
  const byRule = Object.fromEntries(
    ["UTR", "AMOUNT_DATE_NAME", "BATCH"].map((rule) => [rule, matches.filter((m) => m.rule === rule).length]),
  );
  const pass = totalMs <= TARGET_MS;
  console.log(
    `${parsed.lines.length} lines (${credits.length} credits) against ${expected.length} expected items: ${matches.length} matched (${JSON.stringify(byRule)})`,
  );
  console.log(`${parsedMs.toFixed(0)} ms reading the file, ${totalMs.toFixed(0)} ms in all`);
  console.log(`target: ≤ ${TARGET_MS / 1000} s: ${pass ? "met" : "NOT met"}`);
  console.log(
    `BENCH_RESULT ${JSON.stringify({ bench: "reconciliation", lines: parsed.lines.length, matched: matches.length, totalMs: Math.round(totalMs), pass })}`,
  );
}

await main();
