import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StatusTag, statusLabel } from "./status-tag";

afterEach(cleanup);

describe("the status tag", () => {
  it("shows the domain label and the domain colour of a status", () => {
    render(<StatusTag status="ESIGN_PENDING" />);
    const tag = screen.getByText("E-sign pending");
    expect(tag).toHaveAttribute("data-color", "gold");
  });

  it("gives each status of one list its own colour", () => {
    const { container } = render(
      <>
        <StatusTag status="Initiated" />
        <StatusTag status="Paid" />
        <StatusTag status="Rejected" />
        <StatusTag status="Completed" />
      </>,
    );
    const colours = [...container.querySelectorAll("[data-color]")].map((tag) =>
      tag.getAttribute("data-color"),
    );
    expect(new Set(colours).size).toBe(4);
  });

  it("humanises and greys a status no list knows, and shows nothing without a status", () => {
    const { container } = render(<StatusTag status="ON_HOLD_BY_BANK" />);
    expect(screen.getByText("On hold by bank")).toHaveAttribute("data-color", "default");
    const empty = render(<StatusTag status={null} />);
    expect(empty.container).toBeEmptyDOMElement();
    expect(container).not.toBeEmptyDOMElement();
  });

  it("reads labels from the domain's label maps", () => {
    expect(statusLabel("PreInitiated")).toBe("Pre-initiated");
    expect(statusLabel("PROCESSING_FEE_PENDING")).toBe("Processing fee pending");
    expect(statusLabel("InActive")).toBe("Inactive");
  });
});
