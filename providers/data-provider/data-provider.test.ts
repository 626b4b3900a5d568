import { describe, expect, it, vi } from "vitest";
import type { HttpClient, JsonCall, UploadCall } from "../http-client";
import { createDataProvider } from "./data-provider";
import { RESOURCE_TABLE } from "./resource-table";
import { resolveEndpoint, resolveOperation } from "./resolve-endpoint";

function recordingClient(answer: unknown = { payload: [], total: 0 }) {
  const calls: { kind: "request" | "upload"; url: string; call: JsonCall | UploadCall }[] = [];
  const client: HttpClient = {
    request: vi.fn(async (url: string, call: JsonCall = {}) => {
      calls.push({ kind: "request", url, call });
      return answer as never;
    }),
    upload: vi.fn(async (url: string, call: UploadCall) => {
      calls.push({ kind: "upload", url, call });
      return answer as never;
    }),
    download: vi.fn(),
  };
  return { client, calls };
}

describe("the resource table", () => {
  it.each([
    ["access", "list", undefined, "GET", "/api/auth/check-access"],
    ["me", "one", undefined, "GET", "/auth/me"],
    ["users", "list", undefined, "GET", "/auth/users"],
    ["users", "one", "u-7", "GET", "/auth/users/u-7"],
    ["lenders", "list", undefined, "GET", "/user/lender/all"],
    ["invoices", "list", undefined, "GET", "/account/invoices"],
    ["invoices", "one", "inv 1", "GET", "/account/invoices/inv%201"],
    ["invoices", "create", undefined, "POST", "/account/invoice/create"],
    ["invoices", "update", "inv-1", "POST", "/account/invoice/update"],
    ["pincodes", "one", "560001", "GET", "/master/pincode/560001"],
    ["leads", "list", undefined, "GET", "/lead/all"],
    ["leads", "one", "l-1", "GET", "/lead/userProfile/l-1"],
    ["suppliers", "list", undefined, "GET", "/account/suppliers"],
    ["suppliers", "create", undefined, "POST", "/account/suppliers"],
    ["suppliers", "update", "s-1", "POST", "/account/suppliers/update"],
    ["partners", "list", undefined, "GET", "/account/partners"],
    ["partners", "create", undefined, "POST", "/account/partners"],
    ["partners", "update", "p-1", "POST", "/account/partners/update"],
    ["retailers", "list", undefined, "GET", "/account/retailers"],
    ["retailers", "create", undefined, "POST", "/account/retailers"],
    ["retailers", "update", "r-1", "POST", "/account/retailers/update"],
  ] as const)("%s %s resolves to %s %s", (resource, action, id, method, url) => {
    expect(resolveEndpoint(resource, action, id)).toMatchObject({ method, url });
  });

  it.each([
    ["otp", "send", "GET", "/auth/otp"],
    ["session", "token", "POST", "/auth/oauth/token"],
    ["session", "logout", "POST", "/auth/oauth/logout"],
    ["session", "signup", "POST", "/auth/signup"],
    ["invoices", "cancel", "POST", "/account/invoice/cancel"],
    ["invoices", "settle", "POST", "/account/invoice/settle"],
    ["pan-validation", "validate", "POST", "/master/kyc/validate/pan"],
    ["gst-validation", "validate", "POST", "/master/kyc/validate/gst"],
    ["bank-validation", "validate", "POST", "/master/kyc/validate/bank"],
    ["leads", "count", "GET", "/lead/count"],
    ["leads", "stage", "POST", "/lead/stage"],
  ] as const)("operation %s.%s resolves to %s %s", (resource, operation, method, url) => {
    expect(resolveOperation(resource, operation)).toMatchObject({ method, url });
  });

  it("keeps every path absolute with its service prefix", () => {
    const prefixes = {
      auth: /^\/(auth|api\/auth)\//,
      user: /^\/user\//,
      account: /^\/account\//,
      master: /^\/master\//,
      lead: /^\/lead\//,
    };
    for (const [resource, endpoints] of Object.entries(RESOURCE_TABLE)) {
      const all = [
        ...Object.entries(endpoints).filter(([key]) => key !== "operations"),
        ...Object.entries((endpoints as { operations?: object }).operations ?? {}),
      ] as [string, { service: keyof typeof prefixes; path: string }][];
      for (const [action, endpoint] of all) {
        expect(endpoint.path, `${resource}.${action}`).toMatch(prefixes[endpoint.service]);
      }
    }
  });

  it("refuses an action or operation the table does not have, and an :id path without an id", () => {
    expect(() => resolveEndpoint("lenders", "delete")).toThrow('No "delete" endpoint for resource "lenders"');
    expect(() => resolveEndpoint("nothing", "list")).toThrow('No "list" endpoint for resource "nothing"');
    expect(() => resolveOperation("invoices", "explode")).toThrow(
      'No "explode" operation for resource "invoices"',
    );
    expect(() => resolveEndpoint("users", "one")).toThrow("GET /auth/users/:id needs a record id");
  });
});

describe("the data provider", () => {
  it("lists with page, pageSize, sort and filters in the query and reads {payload, total}", async () => {
    const { client, calls } = recordingClient({ payload: [{ id: "1" }], total: 41 });
    const provider = createDataProvider(client);
    const result = await provider.getList({
      resource: "users",
      pagination: { currentPage: 3, pageSize: 25 },
      sorters: [{ field: "name", order: "desc" }],
      filters: [
        { field: "search", operator: "contains", value: "rao" },
        { field: "userType", operator: "eq", value: "ANCHOR" },
      ],
      meta: { headers: { userId: "m-1" } },
    });
    expect(result).toEqual({ data: [{ id: "1" }], total: 41 });
    expect(calls[0]).toMatchObject({
      kind: "request",
      url: "/auth/users",
      call: {
        method: "GET",
        headers: { userId: "m-1" },
        query: { page: 3, pageSize: 25, sort: "-name", search: "rao", userType: "ANCHOR" },
      },
    });
  });

  it("lists a record's nested rows at the path of the record named by meta.id, with the state filter", async () => {
    const { client, calls } = recordingClient({ payload: [], total: 0 });
    await createDataProvider(client).getList({
      resource: "utr-import-rows",
      pagination: { currentPage: 2, pageSize: 50 },
      filters: [{ field: "state", operator: "eq", value: "INVALID" }],
      meta: { id: "imp 1" },
    });
    expect(calls[0]).toMatchObject({
      url: "/account/utr-imports/imp%201/rows",
      call: { method: "GET", query: { page: 2, pageSize: 50, state: "INVALID" } },
    });
    await expect(createDataProvider(client).getList({ resource: "utr-import-rows" })).rejects.toThrow(
      "GET /account/utr-imports/:id/rows needs a record id",
    );
  });

  it("reads a bare array as the list (check-access as the spec words it)", async () => {
    const { client } = recordingClient([{ pageName: "/merchant/dashboard" }]);
    const result = await createDataProvider(client).getList({
      resource: "access",
      pagination: { mode: "off" },
    });
    expect(result).toEqual({ data: [{ pageName: "/merchant/dashboard" }], total: 1 });
  });

  it("creates an invoice through the upload call as multipart (invoice/create)", async () => {
    const { client, calls } = recordingClient({ payload: { id: "inv-1" } });
    const file = new Blob(["%PDF"], { type: "application/pdf" });
    const result = await createDataProvider(client).create({
      resource: "invoices",
      variables: { invoice_number: "INV-1", Upload_Invoice: file, tags: ["a", "b"] },
    });
    expect(result).toEqual({ data: { id: "inv-1" } });
    expect(calls[0]!.kind).toBe("upload");
    expect(calls[0]!.url).toBe("/account/invoice/create");
    const form = calls[0]!.call.body as FormData;
    expect(form.get("invoice_number")).toBe("INV-1");
    expect(form.get("Upload_Invoice")).toBeInstanceOf(Blob);
    expect(form.getAll("tags")).toEqual(["a", "b"]);
  });

  it("updates through invoice/update as multipart with the id in the body", async () => {
    const { client, calls } = recordingClient({ payload: { id: "inv-1" } });
    await createDataProvider(client).update({ resource: "invoices", id: "inv-1", variables: { amount: 5 } });
    expect(calls[0]).toMatchObject({
      kind: "upload",
      url: "/account/invoice/update",
      call: { method: "POST" },
    });
    const form = calls[0]!.call.body as FormData;
    expect(form.get("amount")).toBe("5");
    expect(form.get("id")).toBe("inv-1");
  });

  it("updates a retailer as JSON with its id and version in the body (retailers/update)", async () => {
    const { client, calls } = recordingClient({ payload: { id: "r-1", version: 4 } });
    const result = await createDataProvider(client).update({
      resource: "retailers",
      id: "r-1",
      variables: { businessName: "Shiv Dairy Parlour", version: 3 },
    });
    expect(result).toEqual({ data: { id: "r-1", version: 4 } });
    expect(calls[0]).toMatchObject({
      kind: "request",
      url: "/account/retailers/update",
      call: { method: "POST", body: { businessName: "Shiv Dairy Parlour", version: 3, id: "r-1" } },
    });
  });

  it("fetches one record by id in the path", async () => {
    const { client, calls } = recordingClient({ payload: { id: "u-1", name: "Asha" } });
    const result = await createDataProvider(client).getOne({ resource: "users", id: "u-1" });
    expect(result).toEqual({ data: { id: "u-1", name: "Asha" } });
    expect(calls[0]).toMatchObject({ url: "/auth/users/u-1", call: { method: "GET" } });
  });

  it("runs a named custom operation from the table (invoice/cancel)", async () => {
    const { client, calls } = recordingClient({ payload: { status: "Cancelled" } });
    const result = await createDataProvider(client).custom!({
      url: "",
      method: "get",
      payload: { cancelInvoiceId: "inv-1" },
      meta: { resource: "invoices", operation: "cancel" },
    });
    expect(result).toEqual({ data: { status: "Cancelled" } });
    expect(calls[0]).toMatchObject({
      url: "/account/invoice/cancel",
      call: { method: "POST", body: { cancelInvoiceId: "inv-1" } },
    });
  });

  it("runs a custom call by URL and method, with query and filters, and no body on GET", async () => {
    const { client, calls } = recordingClient({ payload: 3 });
    await createDataProvider(client).custom!({
      url: "/lead/count",
      method: "get",
      query: { from: "2025-04-01" },
      filters: [{ field: "status", operator: "eq", value: "NEW" }],
      payload: { ignored: true },
    });
    expect(calls[0]).toMatchObject({
      url: "/lead/count",
      call: { method: "GET", query: { from: "2025-04-01", status: "NEW" } },
    });
    expect((calls[0]!.call as JsonCall).body).toBeUndefined();
  });

  it("has no delete for a resource without one", async () => {
    const { client } = recordingClient();
    await expect(createDataProvider(client).deleteOne({ resource: "lenders", id: "1" })).rejects.toThrow(
      'No "delete" endpoint for resource "lenders"',
    );
  });
});
