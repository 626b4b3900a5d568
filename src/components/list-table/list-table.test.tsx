import type { Identity } from "@domain/api/auth";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, TestWrapper } from "@resources/invoices/test-wrapper";
import type { ListTableData } from "./bind-refine-table";
import { amountColumn, type ListColumn } from "./list-column";
import { ListTable } from "./list-table";

interface Row {
  id: string;
  number: string;
  party: string;
  amountPaise: number;
  feePaise: number;
  utr: string;
}

const ROWS: Row[] = [
  {
    id: "1",
    number: "INV-1",
    party: "Asha Traders",
    amountPaise: 123_456_750,
    feePaise: 100_000,
    utr: "UTR-1",
  },
  { id: "2", number: "INV-2", party: "Ravi Dairy", amountPaise: 100_000, feePaise: 250_000, utr: "UTR-2" },
];

const COLUMNS: ListColumn<Row>[] = [
  { key: "number", title: "Number", width: 120, render: (_, row) => row.number },
  { key: "party", title: "Party", width: 200, render: (_, row) => row.party },
  amountColumn({ key: "amountPaise", title: "Amount", width: 140, paise: (row) => row.amountPaise }),
  amountColumn({ key: "feePaise", title: "Fee", width: 120, paise: (row) => row.feePaise }),
  { key: "utr", title: "UTR", width: 160, defaultHidden: true, render: (_, row) => row.utr },
];

const ME: Identity = {
  id: "u-1",
  name: "Arjun Mehta",
  email: "admin@demo.in",
  userType: "ADMIN",
  roles: ["ROLE_ADMIN"],
  kind: "ADMIN",
  lenderId: null,
  anchorId: null,
};

const data: ListTableData<Row> = {
  rows: ROWS,
  loading: false,
  error: null,
  sorters: [],
  currentPage: 1,
  pageSize: 10,
  total: ROWS.length,
  totalIsCapped: false,
  onChange: () => undefined,
};

/** The server's saved preferences, as `GET`/`PUT /auth/me/preferences/:key` keep them. */
let saved: Map<string, unknown>;
let puts: { url: string; body: unknown }[];

beforeEach(() => {
  saved = new Map();
  puts = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = decodeURIComponent(url.split("/").at(-1) ?? "");
      if (init?.method === "PUT") {
        const body = JSON.parse(String(init.body)) as { value: unknown };
        puts.push({ url, body });
        saved.set(key, body.value);
      }
      return new Response(JSON.stringify({ payload: { key, value: saved.get(key) ?? null } }), {
        status: 200,
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function mount() {
  return render(
    <TestWrapper api={fakeApi({})} identity={ME}>
      <ListTable<Row> tableId="test-rows" label="Test rows" columns={COLUMNS} data={data} />
    </TestWrapper>,
  );
}

/** jsdom renders antd's table slowly, more so on a busy machine. */
const SLOW = { timeout: 15_000 };

const headers = () => screen.getAllByRole("columnheader").map((header) => header.textContent ?? "");

async function openChooser() {
  fireEvent.click(await screen.findByRole("button", { name: "Columns" }, SLOW));
  return screen.findByRole("dialog", { name: "Columns of Test rows" }, SLOW);
}

describe("the list table", { timeout: 60_000 }, () => {
  it("keeps the first column at the left while the rest scroll sideways, under a sticky header", async () => {
    mount();
    const first = await screen.findByRole("columnheader", { name: "Number" }, SLOW);
    expect(first).toHaveClass("ant-table-cell-fix-left");
    expect(screen.getByRole("columnheader", { name: "Party" })).not.toHaveClass("ant-table-cell-fix-left");
    expect(screen.getByRole("cell", { name: "INV-1" })).toHaveClass("ant-table-cell-fix-left");
    expect(document.querySelector(".ant-table-sticky-holder")).not.toBeNull();
  });

  it("shows every amount of a column with two decimals when any has paise, else whole rupees", async () => {
    mount();
    const table = await screen.findByRole("table", { name: "Test rows" }, SLOW);
    expect(within(table).getByText("₹12,34,567.50")).toBeInTheDocument();
    expect(within(table).getByText("₹1,000.00")).toBeInTheDocument();
    // The fee column has no paise on the page: whole rupees.
    expect(within(table).getByText("₹1,000")).toBeInTheDocument();
    expect(within(table).getByText("₹2,500")).toBeInTheDocument();
  });

  it("shows a column hidden by default once it is chosen, and never lets the first one go", async () => {
    mount();
    await screen.findByRole("table", { name: "Test rows" }, SLOW);
    expect(headers()).not.toContain("UTR");
    const chooser = await openChooser();
    expect(within(chooser).getByRole("checkbox", { name: "Number" })).toBeDisabled();
    expect(within(chooser).getByRole("checkbox", { name: "Number" })).toBeChecked();
    expect(within(chooser).getByRole("checkbox", { name: "UTR" })).not.toBeChecked();
    fireEvent.click(within(chooser).getByRole("checkbox", { name: "UTR" }));
    await waitFor(() => expect(headers()).toContain("UTR"), SLOW);
    expect(screen.getByText("UTR-1")).toBeInTheDocument();
    fireEvent.click(within(chooser).getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(headers()).not.toContain("UTR"), SLOW);
  });

  it("keeps the choice on the server, so it survives a reload", async () => {
    const { unmount } = mount();
    await screen.findByRole("table", { name: "Test rows" }, SLOW);
    const chooser = await openChooser();
    fireEvent.click(within(chooser).getByRole("checkbox", { name: "Party" }));
    await waitFor(() => expect(headers()).not.toContain("Party"), SLOW);
    await waitFor(() => expect(puts).toHaveLength(1), SLOW);
    expect(puts[0]).toEqual({
      url: "/auth/me/preferences/table.test-rows.columns",
      body: { value: { hiddenColumns: ["utr", "party"] } },
    });

    unmount();
    mount();
    await screen.findByRole("table", { name: "Test rows" }, SLOW);
    await waitFor(() => expect(headers()).not.toContain("Party"), SLOW);
    expect(headers()).toContain("Amount");
  });

  it("saves quick clicks together, once", async () => {
    mount();
    await screen.findByRole("table", { name: "Test rows" }, SLOW);
    const chooser = await openChooser();
    vi.useFakeTimers();
    fireEvent.click(within(chooser).getByRole("checkbox", { name: "Party" }));
    fireEvent.click(within(chooser).getByRole("checkbox", { name: "Fee" }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    await waitFor(() => expect(puts).toHaveLength(1), SLOW);
    expect(puts[0]?.body).toEqual({ value: { hiddenColumns: ["utr", "party", "feePaise"] } });
  });
});
