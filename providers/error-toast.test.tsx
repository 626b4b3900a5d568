import type { HttpError } from "@refinedev/core";
import { Refine, useCreate } from "@refinedev/core";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { notification } from "antd";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createNotificationProvider } from "./notification-provider";

afterEach(() => {
  notification.destroy();
  cleanup();
});

function CreateSupplierButton() {
  const { mutate } = useCreate();
  return (
    <button type="button" onClick={() => mutate({ resource: "suppliers", values: { name: "Asha" } })}>
      Create
    </button>
  );
}

/** A Refine `useCreate` with its default error toast, through the portal's notification provider. */
function createFailingWith(error: HttpError) {
  render(
    <MemoryRouter>
      <Refine
        dataProvider={{
          getApiUrl: () => "",
          getList: async () => ({ data: [], total: 0 }),
          getOne: async () => ({ data: {} as never }),
          create: async () => Promise.reject(error),
          update: async () => ({ data: {} as never }),
          deleteOne: async () => ({ data: {} as never }),
        }}
        notificationProvider={createNotificationProvider()}
        resources={[{ name: "suppliers" }]}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: new QueryClient() } }}
      >
        <CreateSupplierButton />
      </Refine>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Create" }));
}

describe("an error toast", () => {
  it("shows the server's message for a 409, never the status code", async () => {
    createFailingWith({
      statusCode: 409,
      message: "A supplier with this GSTIN already exists for your business",
    });
    expect(
      await screen.findByText("A supplier with this GSTIN already exists for your business"),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/status code/i);
  });
});
