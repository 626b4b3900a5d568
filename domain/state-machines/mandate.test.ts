import { describe, expect, it } from "vitest";
import { MANDATE_STATUSES } from "@domain/enums/statuses";
import { allowedTransitions, canTransition, describeIllegalTransition, terminalStatuses } from "./machine";
import { MANDATE_MACHINE } from "./mandate";

const edges = () =>
  MANDATE_STATUSES.flatMap((from) =>
    allowedTransitions(MANDATE_MACHINE, from).map(({ action, to }) => `${from} -${action}-> ${to}`),
  );

describe("mandate lifecycle", () => {
  it("has exactly the designed transitions", () => {
    expect(edges().sort()).toEqual(
      [
        "ScheduledPending -register-> Scheduled",
        "ScheduledPending -fail-> Failed",
        "ScheduledPending -reject-> Rejected",
        "ScheduledPending -cancel-> Cancelled",
        "Scheduled -complete-> Completed",
        "Scheduled -cancel-> Cancelled",
        "Cancelled -refund-> Refunded",
      ].sort(),
    );
  });

  it("ends in Completed, Failed, Rejected or Refunded", () => {
    expect([...terminalStatuses(MANDATE_MACHINE)].sort()).toEqual([
      "Completed",
      "Failed",
      "Refunded",
      "Rejected",
    ]);
  });

  it("cannot register a rejected mandate or cancel a completed one", () => {
    expect(canTransition(MANDATE_MACHINE, "Rejected", "Scheduled")).toBe(false);
    expect(describeIllegalTransition(MANDATE_MACHINE, "Completed", "cancel")).toBe(
      "Mandate is Completed; it cannot be cancelled",
    );
  });
});
