import { describe, expect, it } from "vitest";
import { GATEWAY_PAYMENT_STATUSES } from "@domain/enums/statuses";
import { GATEWAY_PAYMENT_MACHINE } from "./gateway-payment";
import { allowedTransitions, canTransition, describeIllegalTransition, terminalStatuses } from "./machine";

const edges = () =>
  GATEWAY_PAYMENT_STATUSES.flatMap((from) =>
    allowedTransitions(GATEWAY_PAYMENT_MACHINE, from).map(({ action, to }) => `${from} -${action}-> ${to}`),
  );

describe("gateway payment lifecycle", () => {
  it("has exactly the designed transitions", () => {
    expect(edges().sort()).toEqual(
      [
        "OrderCreated -attempt-> Initiated",
        "OrderCreated -cancel-> Cancelled",
        "OrderCreated -expire-> Expired",
        "Initiated -authorise-> InProcessing",
        "Initiated -drop-> USER_DROPPED",
        "Initiated -markNotAttempted-> NOT_ATTEMPTED",
        "Initiated -cancel-> Cancelled",
        "InProcessing -capture-> PendingSettlement",
        "InProcessing -fail-> FAILED",
        "PendingSettlement -settle-> Completed",
        "USER_DROPPED -confirmLate-> PendingSettlement",
        "FAILED -confirmLate-> PendingSettlement",
      ].sort(),
    );
  });

  it("ends in Completed, Cancelled, Expired or NOT_ATTEMPTED", () => {
    expect([...terminalStatuses(GATEWAY_PAYMENT_MACHINE)].sort()).toEqual([
      "Cancelled",
      "Completed",
      "Expired",
      "NOT_ATTEMPTED",
    ]);
  });

  it("never completes without passing through settlement", () => {
    for (const from of GATEWAY_PAYMENT_STATUSES.filter((status) => status !== "PendingSettlement")) {
      expect(canTransition(GATEWAY_PAYMENT_MACHINE, from, "Completed")).toBe(false);
    }
    expect(describeIllegalTransition(GATEWAY_PAYMENT_MACHINE, "InProcessing", "settle")).toBe(
      "Gateway payment is InProcessing; it cannot be settled",
    );
  });
});
