import { describe, expect, it } from "vitest";
import { STATE_MACHINES } from "./all-machines";
import {
  allowedActions,
  allowedTransitions,
  canTransition,
  defineMachine,
  describeIllegalTransition,
  isStatusOf,
  isTerminal,
  terminalStatuses,
  transitionFor,
} from "./machine";

const DOOR = defineMachine({
  entity: "Door",
  statuses: ["Open", "Closed", "Locked", "Broken"] as const,
  initial: ["Closed"],
  actions: { open: "be opened", close: "be closed", lock: "be locked", unlock: "be unlocked" },
  transitions: {
    Open: [{ to: "Closed", action: "close", note: "Pushed shut." }],
    Closed: [
      { to: "Open", action: "open", note: "Pulled open." },
      { to: "Locked", action: "lock", note: "Key turned." },
    ],
    Locked: [{ to: "Closed", action: "unlock", note: "Key turned back." }],
    Broken: [],
  },
});

describe("machine helpers", () => {
  it("canTransition follows the table only", () => {
    expect(canTransition(DOOR, "Closed", "Locked")).toBe(true);
    expect(canTransition(DOOR, "Open", "Locked")).toBe(false);
    expect(canTransition(DOOR, "Broken", "Open")).toBe(false);
  });

  it("allowedTransitions and allowedActions list what a status offers, in table order", () => {
    expect(allowedTransitions(DOOR, "Closed").map((t) => t.to)).toEqual(["Open", "Locked"]);
    expect(allowedActions(DOOR, "Closed")).toEqual(["open", "lock"]);
    expect(allowedActions(DOOR, "Broken")).toEqual([]);
  });

  it("transitionFor finds the transition of an action, or nothing", () => {
    expect(transitionFor(DOOR, "Locked", "unlock")).toEqual({
      to: "Closed",
      action: "unlock",
      note: "Key turned back.",
    });
    expect(transitionFor(DOOR, "Open", "lock")).toBeUndefined();
  });

  it("terminal statuses are those with no way out", () => {
    expect(isTerminal(DOOR, "Broken")).toBe(true);
    expect(isTerminal(DOOR, "Open")).toBe(false);
    expect(terminalStatuses(DOOR)).toEqual(["Broken"]);
  });

  it("isStatusOf narrows strings from outside (a database row, a query parameter)", () => {
    expect(isStatusOf(DOOR, "Locked")).toBe(true);
    expect(isStatusOf(DOOR, "locked")).toBe(false);
    expect(isStatusOf(DOOR, "")).toBe(false);
  });

  it("a status outside the list (an unchecked string cast to the type) allows nothing", () => {
    const stray = "Ajar" as "Open";
    expect(allowedTransitions(DOOR, stray)).toEqual([]);
    expect(canTransition(DOOR, stray, "Closed")).toBe(false);
  });

  it("describeIllegalTransition names the current status and the refused action", () => {
    expect(describeIllegalTransition(DOOR, "Open", "lock")).toBe("Door is Open; it cannot be locked");
  });

  it("the compiler rejects a table with an unknown status or action, or a missing status", () => {
    defineMachine({
      entity: "Bad",
      statuses: ["A", "B"] as const,
      initial: ["A"],
      actions: { go: "go" },
      transitions: {
        // @ts-expect-error "C" is not a status
        A: [{ to: "C", action: "go", note: "" }],
        B: [],
      },
    });
    defineMachine({
      entity: "Bad",
      statuses: ["A", "B"] as const,
      // @ts-expect-error "Z" is not a status
      initial: ["Z"],
      actions: { go: "go" },
      transitions: {
        // @ts-expect-error "stop" is not a declared action
        A: [{ to: "B", action: "stop", note: "" }],
        B: [],
      },
    });
    defineMachine({
      entity: "Bad",
      statuses: ["A", "B"] as const,
      initial: ["A"],
      actions: { go: "go" },
      // @ts-expect-error status B has no entry
      transitions: { A: [] },
    });
  });
});

describe.each(STATE_MACHINES.map(({ file, machine }) => [file, machine] as const))(
  "%s is a well-formed table",
  (_file, machine) => {
    it("has an entry for every status of its list and nothing else", () => {
      expect(Object.keys(machine.transitions).sort()).toEqual([...machine.statuses].sort());
    });

    it("only moves between statuses of its list, with actions it declares", () => {
      for (const from of machine.statuses) {
        for (const { to, action } of allowedTransitions(machine, from)) {
          expect(machine.statuses).toContain(to);
          expect(Object.keys(machine.actions)).toContain(action);
          expect(to).not.toBe(from);
        }
      }
    });

    it("has at most one transition per action and per target from each status", () => {
      for (const from of machine.statuses) {
        const transitions = allowedTransitions(machine, from);
        expect(new Set(transitions.map((t) => t.action)).size).toBe(transitions.length);
        expect(new Set(transitions.map((t) => t.to)).size).toBe(transitions.length);
      }
    });

    it("uses every action it declares", () => {
      const used = new Set(machine.statuses.flatMap((from) => allowedActions(machine, from)));
      expect([...used].sort()).toEqual(Object.keys(machine.actions).sort());
    });

    it("reaches every status from its initial statuses", () => {
      expect(machine.initial.length).toBeGreaterThan(0);
      const reached = new Set<string>(machine.initial);
      const queue = [...machine.initial];
      for (let status = queue.shift(); status !== undefined; status = queue.shift()) {
        for (const { to } of allowedTransitions(machine, status)) {
          if (!reached.has(to)) queue.push(to);
          reached.add(to);
        }
      }
      expect([...reached].sort()).toEqual([...machine.statuses].sort());
    });

    it("explains every transition in one line", () => {
      for (const from of machine.statuses) {
        for (const { note } of allowedTransitions(machine, from)) {
          expect(note).toMatch(/^[A-Z].*\.$/);
          expect(note).not.toContain("\n");
          expect(note.length).toBeLessThanOrEqual(160);
        }
      }
    });
  },
);
