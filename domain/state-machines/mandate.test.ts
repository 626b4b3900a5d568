import { describe, expect, it } from "vitest";
import { MANDATE_STATUSES } from "@domain/enums/statuses";
import { allowedTransitions, canTransition, describeIllegalTransition, terminalStatuses } from "./machine";
import { MANDATE_MACHINE } from "./mandate";

const edges = () =>
  MANDATE_STATUSES.flatMap((from) =>
    allowedTransitions(MANDATE_MACHINE, from).map(({ action, to }) => `${from} -${action}-> ${to}`),
  );

describe("mandate debit lifecycle", () => {
  it("has exactly the designed transitions", () => {
    expect(edges().sort()).toEqual(
      [
        "ScheduledPending -file-> Scheduled",
        "ScheduledPending -reject-> Rejected",
        "ScheduledPending -cancel-> Cancelled",
        "Scheduled -complete-> Completed",
        "Scheduled -fail-> Failed",
        "Scheduled -reject-> Rejected",
        "Failed -represent-> ScheduledPending",
        "Completed -refund-> Refunded",
      ].sort(),
    );
  });

  it("ends in Cancelled, Rejected or Refunded", () => {
    expect([...terminalStatuses(MANDATE_MACHINE)].sort()).toEqual(["Cancelled", "Refunded", "Rejected"]);
  });

  it("cannot cancel a filed debit or re-present a rejected one", () => {
    expect(canTransition(MANDATE_MACHINE, "Scheduled", "Cancelled")).toBe(false);
    expect(canTransition(MANDATE_MACHINE, "Rejected", "ScheduledPending")).toBe(false);
    expect(describeIllegalTransition(MANDATE_MACHINE, "Rejected", "represent")).toBe(
      "Mandate debit is Rejected; it cannot be re-presented",
    );
  });
});
