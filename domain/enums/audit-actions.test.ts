import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { actionLabel, AUDIT_ACTIONS, MANDATE_TIMELINE_EVENTS } from "./audit-actions";

const SERVER = join(import.meta.dirname, "../../server");

/** Every literal `pattern` captures in the server's source files under `folder`, tests left out. */
function literalsIn(pattern: RegExp, folder = ""): Set<string> {
  const root = join(SERVER, folder);
  return new Set(
    readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((path) => path.endsWith(".ts") && !path.endsWith(".test.ts"))
      .flatMap((path) =>
        [...readFileSync(join(root, path), "utf8").matchAll(pattern)].map((match) => match[1]!),
      ),
  );
}

describe("the audit actions", () => {
  it("name every action the server writes to the audit log (an audit entry: action, then entity)", () => {
    const written = literalsIn(/action:\s*"([^"]+)",?\s*\n\s*entity:/g);
    expect(written.size).toBeGreaterThan(30);
    expect([...written].filter((action) => !(AUDIT_ACTIONS as readonly string[]).includes(action))).toEqual(
      [],
    );
  });

  it("name every event the server writes on a mandate's timeline", () => {
    const written = [...literalsIn(/\bevent:\s*"([^"]+)"/g, "modules/collections/mandates")];
    const known: readonly string[] = MANDATE_TIMELINE_EVENTS;
    expect(written.length).toBeGreaterThan(4);
    expect(written.filter((event) => !known.includes(event))).toEqual([]);
  });

  it.each([
    ["issueKfs", "KFS issued"],
    ["mandate.register_success", "Mandate registered"],
    ["receipt.posted", "Payment posted"],
    ["cancel", "Cancelled"],
  ])("reads %s as %s", (action, label) => {
    expect(actionLabel(action)).toBe(label);
  });

  it("humanises an action no map knows yet instead of showing its code", () => {
    expect(actionLabel("loan.someNewStep")).toBe("Some new step");
  });
});
