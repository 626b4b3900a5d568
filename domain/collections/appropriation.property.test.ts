import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  appropriate,
  APPROPRIATION_ORDERS,
  DUE_COMPONENTS,
  reversalOf,
  type AllocationLine,
  type AppropriationOrder,
  type DueComponent,
  type OpenDue,
} from "./appropriation";

const owed = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000_000 }));

/** Up to 12 open dues of a borrower (some sharing a date), each component possibly already paid. */
const dues = fc.uniqueArray(
  fc.record({
    id: fc.uuid(),
    dueDate: fc
      .integer({ min: 0, max: 400 })
      .map((day) => new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10)),
    installmentNumber: fc.integer({ min: 1, max: 60 }),
    outstandingPaise: fc.record({ PENAL: owed, INTEREST: owed, PRINCIPAL: owed }),
  }),
  { selector: (due) => due.id, maxLength: 12 },
);

const totalOwed = (list: readonly OpenDue[]) =>
  list.reduce((sum, due) => sum + DUE_COMPONENTS.reduce((s, c) => s + due.outstandingPaise[c], 0), 0);

/** Dues and a receipt anywhere from nothing to well beyond what they owe. */
const scenario = dues.chain((list) =>
  fc.record({
    dues: fc.constant(list),
    amountPaise: fc.integer({ min: 0, max: totalOwed(list) + 10_000_000 }),
    order: fc.constantFrom(...APPROPRIATION_ORDERS),
  }),
);

const key = (dueId: string, component: DueComponent) => `${dueId}/${component}`;

const paidBy = (lines: readonly AllocationLine[]) => {
  const paid = new Map<string, number>();
  for (const line of lines)
    paid.set(
      key(line.dueId, line.component),
      (paid.get(key(line.dueId, line.component)) ?? 0) + line.amountPaise,
    );
  return paid;
};

/** The specification of each order, written independently of the implementation's. */
function expectedSequence(list: readonly OpenDue[], order: AppropriationOrder): [OpenDue, DueComponent][] {
  const sorted = [...list].sort((a, b) =>
    a.dueDate !== b.dueDate
      ? a.dueDate < b.dueDate
        ? -1
        : 1
      : a.installmentNumber !== b.installmentNumber
        ? a.installmentNumber - b.installmentNumber
        : a.id < b.id
          ? -1
          : 1,
  );
  const pairs = (components: DueComponent[]) =>
    sorted.flatMap((due) => components.map((component): [OpenDue, DueComponent] => [due, component]));
  return order === "RBI_INDIA"
    ? [...pairs(["PENAL", "INTEREST"]), ...pairs(["PRINCIPAL"])]
    : pairs(["PENAL", "INTEREST", "PRINCIPAL"]);
}

describe("appropriate: properties", () => {
  it("lines plus what is unapplied add up to the receipt, in whole paise, every line positive", () => {
    fc.assert(
      fc.property(scenario, ({ dues: list, amountPaise, order }) => {
        const { lines, unappliedPaise } = appropriate(amountPaise, list, order);
        expect(lines.every((line) => Number.isSafeInteger(line.amountPaise) && line.amountPaise > 0)).toBe(
          true,
        );
        expect(Number.isSafeInteger(unappliedPaise) && unappliedPaise >= 0).toBe(true);
        expect(lines.reduce((sum, line) => sum + line.amountPaise, 0) + unappliedPaise).toBe(amountPaise);
      }),
    );
  });

  it("never pays a component beyond what it owes, and names each (due, component) at most once", () => {
    fc.assert(
      fc.property(scenario, ({ dues: list, amountPaise, order }) => {
        const { lines } = appropriate(amountPaise, list, order);
        const paid = paidBy(lines);
        expect(paid.size).toBe(lines.length);
        for (const due of list)
          for (const component of DUE_COMPONENTS)
            expect(paid.get(key(due.id, component)) ?? 0).toBeLessThanOrEqual(
              due.outstandingPaise[component],
            );
      }),
    );
  });

  it("touches a (due, component) only when everything before it in the order is paid in full", () => {
    fc.assert(
      fc.property(scenario, ({ dues: list, amountPaise, order }) => {
        const { lines, unappliedPaise } = appropriate(amountPaise, list, order);
        const paid = paidBy(lines);
        let allBeforePaid = true;
        for (const [due, component] of expectedSequence(list, order)) {
          const amount = paid.get(key(due.id, component)) ?? 0;
          if (amount > 0) expect(allBeforePaid).toBe(true);
          allBeforePaid &&= amount === due.outstandingPaise[component];
        }
        // Money is left over only when every due is paid in full.
        if (unappliedPaise > 0) expect(allBeforePaid).toBe(true);
        // And the lines come in paying order.
        const position = new Map(
          expectedSequence(list, order).map(([due, c], index) => [key(due.id, c), index]),
        );
        const positions = lines.map((line) => position.get(key(line.dueId, line.component)) ?? -1);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });

  it("RBI-India pays no principal while any penal charge or interest is unpaid", () => {
    fc.assert(
      fc.property(scenario, ({ dues: list, amountPaise }) => {
        const { lines } = appropriate(amountPaise, list, "RBI_INDIA");
        if (!lines.some((line) => line.component === "PRINCIPAL")) return;
        const paid = paidBy(lines);
        for (const due of list)
          for (const component of ["PENAL", "INTEREST"] as const)
            expect(paid.get(key(due.id, component)) ?? 0).toBe(due.outstandingPaise[component]);
      }),
    );
  });

  it("does not depend on the order the dues are given in", () => {
    fc.assert(
      fc.property(
        scenario.chain((s) =>
          fc.record({
            s: fc.constant(s),
            shuffled: fc.shuffledSubarray(s.dues, { minLength: s.dues.length }),
          }),
        ),
        ({ s, shuffled }) => {
          expect(appropriate(s.amountPaise, shuffled, s.order)).toEqual(
            appropriate(s.amountPaise, s.dues, s.order),
          );
        },
      ),
    );
  });

  it("a reversal cancels every line exactly", () => {
    fc.assert(
      fc.property(scenario, ({ dues: list, amountPaise, order }) => {
        const { lines } = appropriate(amountPaise, list, order);
        const net = paidBy([...lines, ...reversalOf(lines)]);
        expect([...net.values()].every((amount) => amount === 0)).toBe(true);
      }),
    );
  });
});
