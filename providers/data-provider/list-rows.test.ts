import { toRows } from "@domain/api/list-rows";
import { describe, expect, it, vi } from "vitest";
import type { HttpClient } from "../http-client";
import { createDataProvider } from "./data-provider";

type Row = { id: string; counterpartyName: string; amountPaise: number; utr: string | null };

const ITEMS: Row[] = [
  { id: "i-1", counterpartyName: "Patel Cattle Feed Suppliers", amountPaise: 12_500_000, utr: null },
  { id: "i-2", counterpartyName: "Shah Traders", amountPaise: 99, utr: "HDFCN52024123456" },
];

describe("the lean list answer through the data provider", () => {
  it("turns {fields, rows, total} back into the items Refine's list expects", async () => {
    const answer = { ...toRows(ITEMS, ["id", "counterpartyName", "amountPaise", "utr"]), total: 7 };
    const http: HttpClient = {
      request: vi.fn(async () => answer as never),
      upload: vi.fn(),
      download: vi.fn(),
    };
    const provider = createDataProvider(http);
    const { data, total } = await provider.getList({
      resource: "invoices",
      pagination: { currentPage: 1, pageSize: 50 },
      meta: { query: { encoding: "rows" } },
    });
    expect(data).toEqual(ITEMS);
    expect(total).toBe(7);
    expect(http.request).toHaveBeenCalledWith(
      "/account/invoices",
      expect.objectContaining({ query: expect.objectContaining({ encoding: "rows", pageSize: 50 }) }),
    );
  });

  it("passes on that a total is only a lower bound", async () => {
    const answer = { ...toRows(ITEMS, ["id"]), total: 550, totalIsCapped: true };
    const http: HttpClient = {
      request: vi.fn(async () => answer as never),
      upload: vi.fn(),
      download: vi.fn(),
    };
    const result = await createDataProvider(http).getList({ resource: "invoices" });
    expect(result).toMatchObject({ total: 550, totalIsCapped: true });
  });

  it("still reads {payload, total}", async () => {
    const http: HttpClient = {
      request: vi.fn(async () => ({ payload: ITEMS, total: 2 }) as never),
      upload: vi.fn(),
      download: vi.fn(),
    };
    const { data } = await createDataProvider(http).getList({ resource: "invoices" });
    expect(data).toEqual(ITEMS);
  });
});
