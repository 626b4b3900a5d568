import { createDataProvider } from "@providers/data-provider/data-provider";
import { type HttpClient, type JsonCall, withQuery } from "@providers/http-client";
import {
  type CrudFilter,
  type CrudSort,
  type DataProvider,
  type NotificationProvider,
  Refine,
} from "@refinedev/core";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ExportButton } from "./export-button";
import type { ExportableResource } from "./export-request";

const unused = () => Promise.reject(new Error("not used"));
const dataProvider = {
  getApiUrl: () => "",
  getList: unused,
  getOne: unused,
  create: unused,
  update: unused,
  deleteOne: unused,
} as unknown as DataProvider;

function renderButton(props: { resource: ExportableResource; filters: CrudFilter[]; sorters: CrudSort[] }) {
  const notificationProvider: NotificationProvider = { open: vi.fn(), close: vi.fn() };
  render(
    <Refine
      dataProvider={dataProvider}
      notificationProvider={notificationProvider}
      options={{ disableTelemetry: true }}
    >
      <ExportButton {...props} />
    </Refine>,
  );
  return notificationProvider;
}

/** The URL and query the data provider requests for a page of the list, in the same state. */
async function listRequest(resource: string, filters: CrudFilter[], sorters: CrudSort[]) {
  let sent: { url: string; call: JsonCall } | undefined;
  const http: HttpClient = {
    request: vi.fn(async (url: string, call: JsonCall = {}) => {
      sent = { url, call };
      return { payload: [], total: 0 } as never;
    }),
    upload: vi.fn(),
    download: vi.fn(),
  };
  await createDataProvider(http).getList({
    resource,
    filters,
    sorters,
    pagination: { currentPage: 3, pageSize: 50 },
  });
  return sent!;
}

const csv = (disposition = 'attachment; filename="invoices-2026-11-23.csv"') =>
  new Response("\uFEFFID\r\n", {
    status: 200,
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": disposition },
  });

let fetchMock: ReturnType<typeof vi.fn>;
let saved: string[];
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  saved = [];
  URL.createObjectURL = vi.fn(() => "blob:export");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ExportButton", () => {
  it.each<[ExportableResource, CrudFilter[], CrudSort[]]>([
    [
      "invoices",
      [
        { field: "status", operator: "in", value: ["Paid", "Approved"] },
        { field: "counterpartyName", operator: "eq", value: "cattle" },
        { field: "amountFrom", operator: "eq", value: 100000 },
        { field: "invoiceDateTo", operator: "eq", value: "2026-11-30" },
        { field: "type", operator: "in", value: [] },
      ],
      [{ field: "amountPaise", order: "desc" }],
    ],
    ["users", [{ field: "search", operator: "contains", value: "asha" }], [{ field: "name", order: "asc" }]],
    ["kyc-checks", [{ field: "kind", operator: "eq", value: "PAN" }], []],
    ["suppliers", [], []],
  ])("asks %s's export for exactly the list's query, less the page", async (resource, filters, sorters) => {
    fetchMock.mockResolvedValue(csv());
    renderButton({ resource, filters, sorters });
    await userEvent.click(screen.getByRole("button", { name: /export csv/i }));
    await waitFor(() => expect(saved).toEqual(["invoices-2026-11-23.csv"]));

    const list = await listRequest(resource, filters, sorters);
    const { page, pageSize, ...filtersAndSort } = list.call.query ?? {};
    expect([page, pageSize]).toEqual([3, 50]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(withQuery(`${list.url}/export`, filtersAndSort));
    expect(init.method).toBe("GET");
  });

  it('reads "Exporting…" while the file comes, then the button again', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderButton({ resource: "leads", filters: [], sorters: [] });
    await userEvent.click(screen.getByRole("button", { name: /export csv/i }));
    expect(await screen.findByRole("button", { name: /exporting…/i })).toBeInTheDocument();
    answer(csv('attachment; filename="leads-2026-11-23.csv"'));
    expect(await screen.findByRole("button", { name: /export csv/i })).toBeInTheDocument();
    expect(saved).toEqual(["leads-2026-11-23.csv"]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:export");
  });

  it("says in words why the export failed", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: "Amount cannot be negative" }), {
        status: 400,
        headers: { "Content-Type": "application/json" },
      }),
    );
    const notifications = renderButton({
      resource: "invoices",
      filters: [{ field: "amountFrom", operator: "eq", value: -5 }],
      sorters: [],
    });
    await userEvent.click(screen.getByRole("button", { name: /export csv/i }));
    await waitFor(() =>
      expect(notifications.open).toHaveBeenCalledWith({
        type: "error",
        key: "export-invoices",
        message: "The export failed",
        description: "Amount cannot be negative",
      }),
    );
    expect(saved).toEqual([]);
    expect(screen.getByRole("button", { name: /export csv/i })).toBeEnabled();
  });

  it("says so when the server cannot be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const notifications = renderButton({ resource: "users", filters: [], sorters: [] });
    await userEvent.click(screen.getByRole("button", { name: /export csv/i }));
    await waitFor(() =>
      expect(notifications.open).toHaveBeenCalledWith(
        expect.objectContaining({
          description: "The server could not be reached; check your connection and try again",
        }),
      ),
    );
  });
});
