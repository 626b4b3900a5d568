import { describe, expect, it } from "vitest";
import { EMI_STATUSES, type EmiStatus } from "@domain/enums/statuses";
import { EMI_MACHINE } from "./emi";
import {
  allowedTransitions,
  canTransition,
  describeIllegalTransition,
  statusesAllowing,
  terminalStatuses,
} from "./machine";

const edges = () =>
  EMI_STATUSES.flatMap((from) =>
    allowedTransitions(EMI_MACHINE, from).map(({ action, to }) => `${from} -${action}-> ${to}`),
  );

const OPEN_UNPRESENTED: EmiStatus[] = ["PENDING", "READY_FOR_SCHEDULED", "BOUNCED", "FAILED", "RESCHEDULED"];

describe("EMI lifecycle", () => {
  it("has exactly the designed transitions", () => {
    const settleAndHold = OPEN_UNPRESENTED.flatMap((from) => [
      `${from} -pay-> COMPLETED`,
      `${from} -payPartial-> PARTIAL_PAID`,
      `${from} -pause-> PAUSED`,
      `${from} -cancel-> CANCELLED`,
    ]);
    expect(edges().sort()).toEqual(
      [
        ...settleAndHold,
        "PENDING -markReady-> READY_FOR_SCHEDULED",
        "READY_FOR_SCHEDULED -schedule-> SCHEDULED",
        "SCHEDULED -present-> INITIATED",
        "SCHEDULED -unschedule-> READY_FOR_SCHEDULED",
        "SCHEDULED -cancel-> CANCELLED",
        "INITIATED -debitSuccess-> COMPLETED",
        "INITIATED -payPartial-> PARTIAL_PAID",
        "INITIATED -bounce-> BOUNCED",
        "INITIATED -fail-> FAILED",
        "BOUNCED -reschedule-> RESCHEDULED",
        "FAILED -reschedule-> RESCHEDULED",
        "RESCHEDULED -schedule-> SCHEDULED",
        "PARTIAL_PAID -schedule-> SCHEDULED",
        "PARTIAL_PAID -pay-> COMPLETED",
        "PARTIAL_PAID -reversePayment-> PENDING",
        "PARTIAL_PAID -pause-> PAUSED",
        "PARTIAL_PAID -cancel-> CANCELLED",
        "PAUSED -resume-> PENDING",
        "PAUSED -pay-> COMPLETED",
        "PAUSED -payPartial-> PARTIAL_PAID",
        "PAUSED -cancel-> CANCELLED",
        "COMPLETED -reversePayment-> PENDING",
      ].sort(),
    );
  });

  it("an EMI is scheduled once ready, rescheduled or part-paid, never straight from pending", () => {
    expect(statusesAllowing(EMI_MACHINE, "schedule")).toEqual([
      "PARTIAL_PAID",
      "READY_FOR_SCHEDULED",
      "RESCHEDULED",
    ]);
  });

  it("only CANCELLED is terminal; a completed EMI reopens only by a payment reversal", () => {
    expect(terminalStatuses(EMI_MACHINE)).toEqual(["CANCELLED"]);
    expect(allowedTransitions(EMI_MACHINE, "COMPLETED").map((t) => t.action)).toEqual(["reversePayment"]);
  });

  it("a filed debit must come off the file before it is paid otherwise, and one in flight cannot be stopped", () => {
    for (const to of ["COMPLETED", "PARTIAL_PAID", "PAUSED"] as const) {
      expect(canTransition(EMI_MACHINE, "SCHEDULED", to)).toBe(false);
    }
    for (const to of ["PAUSED", "CANCELLED", "PENDING", "READY_FOR_SCHEDULED"] as const) {
      expect(canTransition(EMI_MACHINE, "INITIATED", to)).toBe(false);
    }
    // Only the debit's own result pays it: in full (debitSuccess) or in part (a smaller debit), never `pay`.
    expect(allowedTransitions(EMI_MACHINE, "INITIATED").map((t) => t.action)).toEqual([
      "debitSuccess",
      "payPartial",
      "bounce",
      "fail",
    ]);
    expect(describeIllegalTransition(EMI_MACHINE, "INITIATED", "cancel")).toBe(
      "EMI is INITIATED; it cannot be cancelled",
    );
  });

  it("refuses presenting what was never scheduled", () => {
    expect(canTransition(EMI_MACHINE, "PENDING", "INITIATED")).toBe(false);
    expect(canTransition(EMI_MACHINE, "BOUNCED", "SCHEDULED")).toBe(false);
    expect(describeIllegalTransition(EMI_MACHINE, "PENDING", "present")).toBe(
      "EMI is PENDING; it cannot be presented",
    );
  });
});
