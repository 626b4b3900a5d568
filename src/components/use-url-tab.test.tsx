import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { type UrlTabOptions, useUrlTab } from "./use-url-tab";

afterEach(cleanup);

function Tabbed({ options }: { options?: UrlTabOptions }) {
  const { requested, switchTab } = useUrlTab(options);
  const location = useLocation();
  return (
    <>
      <p>
        tab {requested ?? "none"} at {location.search}
      </p>
      <button onClick={() => switchTab("users")}>users</button>
      <button onClick={() => switchTab("anchors")}>anchors</button>
    </>
  );
}

const switchTo = (key: string) => fireEvent.click(screen.getByRole("button", { name: key }));

const KEEP_USER = { keep: ["userId"] } as const;

describe("a tab kept in the URL", () => {
  it("reads the open tab from the URL", () => {
    render(
      <MemoryRouter initialEntries={["/hub?tab=anchors&currentPage=3"]}>
        <Tabbed />
      </MemoryRouter>,
    );
    expect(screen.getByText(/tab anchors/)).toBeTruthy();
  });

  it("starts the new tab afresh, keeping only the parameters it is told to keep", () => {
    render(
      <MemoryRouter initialEntries={["/hub?tab=users&userId=u-7&currentPage=3&search=rao"]}>
        <Tabbed options={KEEP_USER} />
      </MemoryRouter>,
    );
    switchTo("anchors");
    expect(screen.getByText("tab anchors at ?userId=u-7&tab=anchors")).toBeTruthy();
  });

  it("writes the same tab again after the URL moved away from it", () => {
    render(
      <MemoryRouter initialEntries={["/hub?tab=users"]}>
        <Tabbed />
      </MemoryRouter>,
    );
    switchTo("anchors");
    switchTo("users");
    switchTo("users");
    expect(screen.getByText("tab users at ?tab=users")).toBeTruthy();
  });
});
