import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CollectionDetail } from "@domain/api/collections";
import type { EmiItem } from "@domain/api/emis";
import { addDays, businessDateAt } from "@domain/dates/business-date";
import { CHECKER, collectionsKit, MAKER, owed } from "./collections-kit";
import { kfsLoanBody } from "./loans-kit";

const kit = collectionsKit();
const today = () => businessDateAt(kit.clock.now());
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A receipt of the sequence: days after the previous one, and a share of what is then payable (up to 1.2 times). */
const step = fc.record({ days: fc.integer({ min: 0, max: 45 }), share: fc.integer({ min: 1, max: 120 }) });
const sequence = fc.record({
  steps: fc.array(step, { minLength: 2, maxLength: 4 }),
  reversed: fc.nat(),
});

/** What a loan's dues stand at, by instalment: status and what was paid of each component. */
const standing = (emis: readonly EmiItem[]) =>
  emis.map((emi) => [
    emi.installmentNumber,
    emi.status,
    emi.principalPaidPaise,
    emi.interestPaidPaise,
    emi.penalPaidPaise,
  ]);

/**
 * Random receipt sequences on the ledger (manual payments approved by a second user, each on its own day):
 * every receipt's lines and what it left unapplied add up to it; no line pays a due not yet payable on the
 * receipt's date; and reversing one of them (with the replay of the later ones) leaves the dues exactly as
 * a twin loan that never received it.
 */
describe("receipts over the ledger: properties", () => {
  it(
    "adds up, pays only what is payable, and a reversal with replay equals never posting",
    { timeout: 240_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(sequence, async ({ steps, reversed }) => {
          const body = kfsLoanBody();
          const loan = await kit.activeLoan(body);
          const twin = await kit.activeLoan({ ...body, borrowerName: `${body.borrowerName} twin` });
          const skip = reversed % steps.length;
          kit.travelTo((await kit.emisOf(loan.id))[0]!.dueDate);
          const posted: CollectionDetail[] = [];
          for (const [index, { days, share }] of steps.entries()) {
            kit.travelTo(addDays(today(), days));
            const payable = (await kit.emisOf(loan.id)).filter((emi) => emi.dueDate <= today());
            // Never more than ₹900 beyond what is payable: a manual payment leaving over ₹1,000 unapplied is refused.
            const owing = sum(payable.map(owed));
            const amount = Math.max(1_00, Math.min(Math.floor((owing * share) / 100), owing + 900_00));
            posted.push(await kit.manualPayment(loan.id, amount));
            if (index !== skip) await kit.manualPayment(twin.id, amount);
          }

          for (const receipt of posted) {
            const lines = receipt.allocations;
            expect(sum(lines.map((line) => line.amountPaise)) + receipt.unappliedPaise).toBe(
              receipt.amountPaise,
            );
            expect(lines.filter((line) => line.dueDate > receipt.receivedOn)).toEqual([]);
          }

          const cancel = await kit.okPayload<{ id: string }>(
            MAKER,
            "POST",
            "/account/collection/manager/cancel",
            {
              ids: [posted[skip]!.id],
              reason: "Cheque returned",
            },
          );
          await kit.approve(cancel, CHECKER);
          expect(standing(await kit.emisOf(loan.id))).toEqual(standing(await kit.emisOf(twin.id)));
        }),
        { numRuns: 5, seed: 20261207 },
      );
    },
  );
});
