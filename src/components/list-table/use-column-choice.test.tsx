import { type NotificationProvider, Refine } from "@refinedev/core";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeDataProvider, signedInAuthProvider } from "../../testing/test-wrapper";
import { useColumnChoice } from "./use-column-choice";

function Choice() {
  const { hidden, toggle } = useColumnChoice("leads", ["city"]);
  return (
    <>
      <output aria-label="Hidden">{hidden.join(",")}</output>
      <button type="button" onClick={() => toggle("source", false)}>
        Hide source
      </button>
    </>
  );
}

function mount(notificationProvider: NotificationProvider) {
  render(
    <Refine
      dataProvider={fakeDataProvider().provider}
      authProvider={signedInAuthProvider({ id: "u-7", name: "Neha Kulkarni" })}
      notificationProvider={notificationProvider}
      options={{
        disableTelemetry: true,
        reactQuery: { clientConfig: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
      }}
    >
      <Choice />
    </Refine>,
  );
}

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === "PUT"
        ? answer(400, { message: "At most 60 columns can be hidden" })
        : answer(200, { payload: { key: "table.leads.columns", value: null } }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the column choice", () => {
  it("shows the defaults until the user chooses, and says in words when the choice cannot be saved", async () => {
    const open = vi.fn();
    mount({ open, close: vi.fn() });
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith("/auth/me/preferences/table.leads.columns", expect.anything()),
    );
    expect(screen.getByRole("status", { name: "Hidden" })).toHaveTextContent("city");

    fireEvent.click(screen.getByRole("button", { name: "Hide source" }));
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Hidden" })).toHaveTextContent("city,source"),
    );
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        expect.objectContaining({
          type: "error",
          message: "Your choice of columns could not be saved",
          description: "At most 60 columns can be hidden",
        }),
      ),
    );
  });
});
