import "@src/testing/match-media";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LoanTimeline } from "./loan-timeline";

const line = {
  at: "2026-11-20T06:30:00.000Z",
  actorName: "Neha Kulkarni",
  from: null,
  to: null,
  reason: null,
};

describe("the loan timeline", () => {
  it("names an action that moves no status in words, never by its code", () => {
    render(
      <LoanTimeline
        entries={[
          { ...line, action: "issueKfs" },
          { ...line, action: "assignRm" },
        ]}
      />,
    );
    expect(screen.getByText("KFS issued")).toBeInTheDocument();
    expect(screen.getByText("Relationship manager assigned")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/issueKfs|assignRm/);
  });
});
