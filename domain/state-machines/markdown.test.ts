import { describe, expect, it } from "vitest";
import { STATE_MACHINES } from "./all-machines";
import { allowedTransitions } from "./machine";
import { renderStateMachinesMarkdown } from "./markdown";

describe("docs/state-machines.md", () => {
  const text = renderStateMachinesMarkdown();

  it("has one line per transition of every table", () => {
    const transitionLines = text.split("\n").filter((line) => line.startsWith("- "));
    const count = STATE_MACHINES.reduce(
      (sum, { machine }) =>
        sum + machine.statuses.reduce((n, status) => n + allowedTransitions(machine, status).length, 0),
      0,
    );
    expect(transitionLines).toHaveLength(count);
    expect(text).toContain(
      "- Paid → Completed (settle): The anchor repays the tranche in full (principal, interest, any penal charge); the limit is freed at once.",
    );
    expect(text).toContain("## Invoice (`domain/state-machines/invoice.ts`)");
    expect(text).toContain("Starts in: Initiated, PreInitiated. Terminal: Completed, Cancelled, Rejected.");
  });

  it("is in sync with the tables (run with -u to regenerate)", async () => {
    await expect(text).toMatchFileSnapshot("../../docs/state-machines.md");
  });
});
