import { STATE_MACHINES } from "./all-machines";
import { terminalStatuses } from "./machine";

export const STATE_MACHINES_DOC_PATH = "docs/state-machines.md";

/** The text of docs/state-machines.md: one line per transition, generated from the tables. */
export function renderStateMachinesMarkdown(): string {
  const lines = [
    "# State machines",
    "",
    "Generated from the tables in `domain/state-machines/`; do not edit by hand. After changing a table, run",
    "`npx vitest run --project unit domain/state-machines -u` to rewrite this file (the unit test fails while it is stale).",
    "",
    "Each line reads: from → to (action): why a lending back office allows it. A status with no line is terminal.",
  ];
  for (const { file, machine } of STATE_MACHINES) {
    const terminal = terminalStatuses(machine);
    lines.push(
      "",
      `## ${machine.entity} (\`domain/state-machines/${file}\`)`,
      "",
      `Starts in: ${machine.initial.join(", ")}. Terminal: ${terminal.length > 0 ? terminal.join(", ") : "none"}.`,
      "",
    );
    // Table order, which is written in lifecycle order; the status lists follow the spec's filter order.
    for (const [from, transitions] of Object.entries(machine.transitions)) {
      for (const { to, action, note } of transitions) lines.push(`- ${from} → ${to} (${action}): ${note}`);
    }
  }
  return `${lines.join("\n")}\n`;
}
