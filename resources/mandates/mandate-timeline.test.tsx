import "@src/testing/match-media";
import type { MandateEventEntry } from "@domain/api/mandates";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MandateTimeline } from "./mandate-details";

const line = (overrides: Partial<MandateEventEntry>): MandateEventEntry => ({
  at: "2026-11-20T06:30:00.000Z",
  source: "provider",
  event: "created",
  stage: null,
  fromStatus: null,
  toStatus: null,
  actorName: null,
  note: null,
  ...overrides,
});

describe("the mandate timeline", () => {
  it("names each provider event, source and stage in words, never by its code", () => {
    render(
      <MandateTimeline
        events={[
          line({ event: "created", source: "staff", stage: "partial", toStatus: "ScheduledPending" }),
          line({
            event: "mandate.register_success",
            stage: "register_success",
            fromStatus: "ScheduledPending",
            toStatus: "Scheduled",
            actorName: "Ravi Patil",
          }),
          line({ event: "syncMandate", source: "day-end", stage: "FAILURE" }),
        ]}
      />,
    );
    expect(screen.getByText("Mandate registered")).toBeInTheDocument();
    expect(screen.getByText("Status checked with the provider")).toBeInTheDocument();
    expect(screen.getByText(/Mandate provider · Registered · Ravi Patil/)).toBeInTheDocument();
    expect(screen.getByText(/Day-end run · Failed/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/register_success|syncMandate|partial|FAILURE/);
  });
});
