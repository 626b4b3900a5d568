import { describe, expect, it } from "vitest";
import { LEAD_STAGES } from "@domain/enums/leads";
import { LEAD_MACHINE } from "./lead";
import {
  allowedActions,
  allowedTransitions,
  canTransition,
  describeIllegalTransition,
  terminalStatuses,
} from "./machine";

const edges = () =>
  LEAD_STAGES.flatMap((from) =>
    allowedTransitions(LEAD_MACHINE, from).map(({ action, to }) => `${from} -${action}-> ${to}`),
  );

describe("lead lifecycle", () => {
  it("has exactly the designed transitions", () => {
    expect(edges().sort()).toEqual(
      [
        "NEW -contact-> CONTACTED",
        "NEW -drop-> DROPPED",
        "CONTACTED -requestDocuments-> DOCUMENTS_PENDING",
        "CONTACTED -drop-> DROPPED",
        "DOCUMENTS_PENDING -qualify-> QUALIFIED",
        "DOCUMENTS_PENDING -drop-> DROPPED",
        "QUALIFIED -convert-> CONVERTED",
        "QUALIFIED -requestDocuments-> DOCUMENTS_PENDING",
        "QUALIFIED -drop-> DROPPED",
        "DROPPED -reopen-> CONTACTED",
      ].sort(),
    );
  });

  it("starts NEW and ends only when converted", () => {
    expect(LEAD_MACHINE.initial).toEqual(["NEW"]);
    expect(terminalStatuses(LEAD_MACHINE)).toEqual(["CONVERTED"]);
  });

  it("cannot skip the funnel, and names the current stage when refusing", () => {
    expect(canTransition(LEAD_MACHINE, "NEW", "QUALIFIED")).toBe(false);
    expect(canTransition(LEAD_MACHINE, "CONTACTED", "CONVERTED")).toBe(false);
    expect(allowedActions(LEAD_MACHINE, "DROPPED")).toEqual(["reopen"]);
    expect(describeIllegalTransition(LEAD_MACHINE, "CONVERTED", "drop")).toBe(
      "Lead is CONVERTED; it cannot be dropped",
    );
  });
});
