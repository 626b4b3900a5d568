import { describe, expect, it } from "vitest";
import { PAYMENT_COLLECTION_STATUSES } from "@domain/enums/statuses";
import { allowedTransitions, canTransition, describeIllegalTransition, terminalStatuses } from "./machine";
import { PAYMENT_COLLECTION_MACHINE } from "./payment-collection";

const edges = () =>
  PAYMENT_COLLECTION_STATUSES.flatMap((from) =>
    allowedTransitions(PAYMENT_COLLECTION_MACHINE, from).map(
      ({ action, to }) => `${from} -${action}-> ${to}`,
    ),
  );

describe("payment collection lifecycle", () => {
  it("has exactly the designed transitions", () => {
    expect(edges().sort()).toEqual(
      [
        "PENDING -initiate-> INITIATED",
        "PENDING -expire-> EXPIRED",
        "INITIATED -process-> IN_PROCESS",
        "INITIATED -fail-> FAILED",
        "INITIATED -expire-> EXPIRED",
        "IN_PROCESS -confirm-> PAID",
        "IN_PROCESS -fail-> FAILED",
        "PAID -complete-> COMPLETED",
        "FAILED -retry-> PENDING",
      ].sort(),
    );
  });

  it("ends in COMPLETED or EXPIRED", () => {
    expect([...terminalStatuses(PAYMENT_COLLECTION_MACHINE)].sort()).toEqual(["COMPLETED", "EXPIRED"]);
  });

  it("is completed only after the money is confirmed", () => {
    expect(canTransition(PAYMENT_COLLECTION_MACHINE, "IN_PROCESS", "COMPLETED")).toBe(false);
    expect(canTransition(PAYMENT_COLLECTION_MACHINE, "PAID", "FAILED")).toBe(false);
    expect(describeIllegalTransition(PAYMENT_COLLECTION_MACHINE, "PAID", "expire")).toBe(
      "Payment collection is PAID; it cannot expire",
    );
  });
});
