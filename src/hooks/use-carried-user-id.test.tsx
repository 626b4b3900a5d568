import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useCarriedUserId } from "./use-carried-user-id";

function Shows() {
  return <p>{useCarriedUserId() ?? "own portal"}</p>;
}

const at = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Shows />
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe("the carried userId", () => {
  it("comes from the URL and is kept in session storage", () => {
    at("/merchant/dashboard?userId=m-7");
    expect(screen.getByText("m-7")).toBeInTheDocument();
    expect(window.sessionStorage.getItem("userId")).toBe("m-7");
  });

  it("comes back from session storage on a link without it", () => {
    window.sessionStorage.setItem("userId", "m-8");
    at("/merchant/documents");
    expect(screen.getByText("m-8")).toBeInTheDocument();
  });

  it("is absent for a user on their own portal", () => {
    at("/merchant/documents");
    expect(screen.getByText("own portal")).toBeInTheDocument();
  });
});
