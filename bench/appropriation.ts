/**
 * Appropriation of 100,000 receipts (`domain/collections/appropriation.ts`), each over its borrower's open
 * dues: 1 to 6 monthly EMIs of ₹2,000 to ₹60,000, some carrying a bounce charge and overdue penal, the
 * oldest sometimes part paid; receipts that pay one EMI, part of one, several, or more than is owed; one in
 * five under the RBI-India order. Timed as a whole after a warm-up, against a target of 10 s; seeded, so
 * runs compare. Prints `BENCH_RESULT {json}` for bench/run-all.ts.
 */
import fc from "fast-check";
import { appropriate, type AppropriationOrder, type OpenDue } from "@domain/collections/appropriation";
import { addDays } from "@domain/dates/business-date";
import { formatInr } from "@domain/money/format-inr";

const RECEIPTS = 100_000;
const WARM_UP = 5_000;
const TARGET_MS = 10_000;

interface Receipt {
  amountPaise: number;
  dues: OpenDue[];
  order: AppropriationOrder;
}

const openDue = fc.record({
  emiPaise: fc.integer({ min: 200_000, max: 6_000_000 }),
  interestPercent: fc.integer({ min: 5, max: 40 }),
  penalPaise: fc.oneof(fc.constant(0), fc.integer({ min: 50_000, max: 90_000 })),
  paidPercent: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 1, max: 99 })),
});

const receipt: fc.Arbitrary<Receipt> = fc
  .record({
    borrower: fc.uuid(),
    firstDue: fc.integer({ min: 0, max: 365 }),
    dues: fc.array(openDue, { minLength: 1, maxLength: 6 }),
    kind: fc.constantFrom("ONE_EMI", "ONE_EMI", "ONE_EMI", "PART", "SEVERAL", "EXCESS"),
    fraction: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
    rbi: fc.integer({ min: 1, max: 5 }),
  })
  .map(({ borrower, firstDue, dues, kind, fraction, rbi }) => {
    const open = dues.map(({ emiPaise, interestPercent, penalPaise, paidPercent }, index): OpenDue => {
      const interest = Math.round((emiPaise * interestPercent) / 100);
      const principal = emiPaise - interest;
      // Only the oldest due is ever part paid: penal and interest first, so what is left is principal.
      const paid = index === 0 ? Math.round((principal * paidPercent) / 100) : 0;
      return {
        id: `${borrower}-${index + 1}`,
        dueDate: addDays("2025-01-05", firstDue + 30 * index),
        installmentNumber: index + 1,
        outstandingPaise: {
          PENAL: index === 0 && paid > 0 ? 0 : penalPaise,
          INTEREST: index === 0 && paid > 0 ? 0 : interest,
          PRINCIPAL: principal - paid,
        },
      };
    });
    const owed = (due: OpenDue) =>
      due.outstandingPaise.PENAL + due.outstandingPaise.INTEREST + due.outstandingPaise.PRINCIPAL;
    const total = open.reduce((sum, due) => sum + owed(due), 0);
    const first = open[0] ? owed(open[0]) : 0;
    const amountPaise = {
      ONE_EMI: first,
      PART: Math.max(1, Math.floor(first * fraction)),
      SEVERAL: first + Math.floor((total - first) * fraction),
      EXCESS: total + Math.floor(100_000 * fraction),
    }[kind];
    return { amountPaise, dues: open, order: rbi === 1 ? "RBI_INDIA" : "PENAL_INTEREST_PRINCIPAL" };
  });

function main() {
  for (const { amountPaise, dues, order } of fc.sample(receipt, { seed: 1, numRuns: WARM_UP }))
    appropriate(amountPaise, dues, order);
  const receipts = fc.sample(receipt, { seed: 20_251_124, numRuns: RECEIPTS });
  const dues = receipts.reduce((sum, r) => sum + r.dues.length, 0);

  let lines = 0;
  let unappliedPaise = 0;
  const started = performance.now();
  const outcomes = receipts.map(({ amountPaise, dues: open, order }) =>
    appropriate(amountPaise, open, order),
  );
  const totalMs = performance.now() - started;

  let mismatched = 0;
  receipts.forEach(({ amountPaise }, index) => {
    const outcome = outcomes[index];
    if (!outcome) return;
    lines += outcome.lines.length;
    unappliedPaise += outcome.unappliedPaise;
    const applied = outcome.lines.reduce((sum, line) => sum + line.amountPaise, 0);
    if (applied + outcome.unappliedPaise !== amountPaise) mismatched += 1;
  });
  const perSecond = Math.round(RECEIPTS / (totalMs / 1000));
  const pass = totalMs <= TARGET_MS && mismatched === 0;
  console.log(
    `${RECEIPTS} receipts over ${dues} open dues: ${lines} allocation lines, ${formatInr(unappliedPaise, { currency: true, fixed: true })} unapplied, ${mismatched} not adding up`,
  );
  console.log(`${totalMs.toFixed(0)} ms in all, ${perSecond} receipts/s`);
  console.log(`target: ≤ ${TARGET_MS / 1000} s: ${pass ? "met" : "NOT met"}`);
  console.log(
    `BENCH_RESULT ${JSON.stringify({ bench: "appropriation", receipts: RECEIPTS, totalMs: Math.round(totalMs), perSecond, pass })}`,
  );
}

main();
