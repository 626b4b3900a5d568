import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary";

afterEach(cleanup);

function Broken(): never {
  throw new Error("the invoice list could not be drawn");
}

describe("the error boundary", () => {
  it("shows a readable message and a way back instead of a blank page", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong");
    expect(screen.getByRole("alert")).toHaveTextContent("the invoice list could not be drawn");
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    consoleError.mockRestore();
  });

  it("recovers when its reset key (the path) changes", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKey="/b">
        <p>Next page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Next page")).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
