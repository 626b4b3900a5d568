import { describe, expect, it } from "vitest";
import { listQuery } from "./list-query";

describe("list state to query string", () => {
  it("defaults to page 1 of 10 in server mode", () => {
    expect(listQuery({})).toEqual({ page: 1, pageSize: 10 });
  });

  it("sends no paging when pagination is off or client-side", () => {
    expect(listQuery({ pagination: { mode: "off" } })).toEqual({});
    expect(listQuery({ pagination: { mode: "client", currentPage: 2, pageSize: 50 } })).toEqual({});
  });

  it("joins sorters with a minus for descending", () => {
    expect(
      listQuery({
        pagination: { mode: "off" },
        sorters: [
          { field: "Invoice_Date", order: "desc" },
          { field: "amount", order: "asc" },
        ],
      }),
    ).toEqual({ sort: "-Invoice_Date,amount" });
  });

  it("turns each operator into its parameter and skips blank values", () => {
    const at = new Date("2025-04-01T00:00:00.000Z");
    expect(
      listQuery({
        pagination: { mode: "off" },
        filters: [
          { field: "status", operator: "eq", value: "Paid" },
          { field: "search", operator: "contains", value: "rao" },
          { field: "amount", operator: "gte", value: 100 },
          { field: "amount", operator: "lte", value: 500 },
          { field: "type", operator: "ne", value: "PARTNER_INVOICE" },
          { field: "status2", operator: "in", value: ["Paid", "Completed"] },
          { field: "invoiceDate", operator: "between", value: ["2025-04-01", "2025-04-30"] },
          { field: "createdAt", operator: "gt", value: at },
          { field: "empty", operator: "eq", value: "" },
          { field: "nothing", operator: "eq", value: undefined },
          { field: "none", operator: "in", value: [] },
        ],
      }),
    ).toEqual({
      status: "Paid",
      search: "rao",
      amount_gte: 100,
      amount_lte: 500,
      type_ne: "PARTNER_INVOICE",
      status2: ["Paid", "Completed"],
      invoiceDate_gte: "2025-04-01",
      invoiceDate_lte: "2025-04-30",
      createdAt_gt: "2025-04-01T00:00:00.000Z",
    });
  });

  it("refuses filter groups and operators the API does not speak", () => {
    expect(() =>
      listQuery({ filters: [{ operator: "or", value: [{ field: "a", operator: "eq", value: 1 }] }] }),
    ).toThrow('"or" filter groups are not supported by the API');
    expect(() => listQuery({ filters: [{ field: "a", operator: "null", value: true }] })).toThrow(
      'The "null" filter is not supported by the API',
    );
  });
});
