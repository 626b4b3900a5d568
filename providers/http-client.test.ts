import { MAX_RETRIES, UNAUTHORIZED_MESSAGE } from "@domain/constants";
import { describe, expect, it, vi } from "vitest";
import { createHttpClient, filenameOf, withQuery } from "./http-client";

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

function setUp(
  responses: Handler[],
  options: { refreshes?: boolean[]; token?: () => string | undefined } = {},
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const handler = responses[calls.length] ?? responses.at(-1);
    calls.push({ url: String(input), init: init ?? {} });
    if (!handler) throw new Error("no response scripted");
    return handler(String(input), init ?? {});
  });
  const refreshResults = [...(options.refreshes ?? [])];
  let token = "access-1";
  const refresh = vi.fn(async () => {
    const ok = refreshResults.shift() ?? false;
    if (ok) token = `access-${refresh.mock.calls.length + 1}`;
    return ok;
  });
  const onUnauthorized = vi.fn();
  const client = createHttpClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    accessToken: options.token ?? (() => token),
    refresh,
    onUnauthorized,
  });
  return { client, calls, fetch, refresh, onUnauthorized };
}

const headerOf = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe("the JSON call", () => {
  it("sends the bearer from the token store, JSON content type and the parsed body back", async () => {
    const { client, calls } = setUp([() => json(200, { payload: { ok: true } })]);
    const body = await client.request("/auth/me", { headers: { userId: "u-1" } });
    expect(body).toEqual({ payload: { ok: true } });
    expect(headerOf(calls[0]!.init, "Authorization")).toBe("Bearer access-1");
    expect(headerOf(calls[0]!.init, "userId")).toBe("u-1");
    expect(calls[0]!.init.method).toBe("GET");
    expect(headerOf(calls[0]!.init, "Content-Type")).toBeUndefined();
  });

  it("deep-trims every string of a JSON body before sending it", async () => {
    const { client, calls } = setUp([() => json(200, { payload: null })]);
    await client.request("/account/invoice/cancel", {
      method: "POST",
      body: { cancelInvoiceId: "  INV-1 ", nested: { names: [" a ", "b  "] }, amount: 12 },
    });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      cancelInvoiceId: "INV-1",
      nested: { names: ["a", "b"] },
      amount: 12,
    });
    expect(headerOf(calls[0]!.init, "Content-Type")).toBe("application/json");
  });

  it("omits the bearer and the 401 policy for unauthenticated calls (the token endpoint)", async () => {
    const { client, calls, refresh, onUnauthorized } = setUp([
      () => json(401, { message: "Invalid username or password" }),
    ]);
    await expect(
      client.request("/auth/oauth/token", { method: "POST", authenticated: false, body: {} }),
    ).rejects.toEqual({ message: "Invalid username or password", statusCode: 401 });
    expect(headerOf(calls[0]!.init, "Authorization")).toBeUndefined();
    expect(refresh).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("adds query parameters, skipping empty ones and joining lists", () => {
    expect(withQuery("/auth/users", { page: 2, search: "", userType: undefined, ids: ["a", "b"] })).toBe(
      "/auth/users?page=2&ids=a%2Cb",
    );
    expect(withQuery("/auth/otp?x=1", { mobile: "9876543210" })).toBe("/auth/otp?x=1&mobile=9876543210");
  });
});

describe("the 401 policy", () => {
  it("refreshes the token once and retries the call with the new bearer", async () => {
    const { client, calls, refresh, onUnauthorized } = setUp(
      [() => json(401, { message: "expired" }), () => json(200, { payload: [1] })],
      { refreshes: [true] },
    );
    await expect(client.request("/user/lender/all")).resolves.toEqual({ payload: [1] });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
    expect(headerOf(calls[0]!.init, "Authorization")).toBe("Bearer access-1");
    expect(headerOf(calls[1]!.init, "Authorization")).toBe("Bearer access-2");
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it(`gives up after ${MAX_RETRIES} retries: 'You are unauthorized', session handler called once`, async () => {
    const { client, calls, refresh, onUnauthorized } = setUp([() => json(401, { message: "expired" })], {
      refreshes: [true, true, true, true],
    });
    await expect(client.request("/auth/users")).rejects.toEqual({
      message: UNAUTHORIZED_MESSAGE,
      statusCode: 401,
    });
    expect(UNAUTHORIZED_MESSAGE).toBe("You are unauthorized");
    expect(calls).toHaveLength(1 + MAX_RETRIES);
    expect(refresh).toHaveBeenCalledTimes(MAX_RETRIES);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("gives up at once when the refresh fails, without retrying", async () => {
    const { client, calls, onUnauthorized } = setUp([() => json(401, { message: "expired" })], {
      refreshes: [false],
    });
    await expect(client.request("/auth/users")).rejects.toMatchObject({ statusCode: 401 });
    expect(calls).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("does not retry a 500 (or any status but 401)", async () => {
    for (const status of [500, 403, 404, 409, 429]) {
      const { client, calls, refresh, onUnauthorized } = setUp(
        [() => json(status, { message: `status ${status}` })],
        {
          refreshes: [true],
        },
      );
      await expect(client.request("/auth/users")).rejects.toEqual({
        message: `status ${status}`,
        statusCode: status,
      });
      expect(calls).toHaveLength(1);
      expect(refresh).not.toHaveBeenCalled();
      expect(onUnauthorized).not.toHaveBeenCalled();
    }
  });

  it("returns a 401 as an error without the policy when the caller asks (logout)", async () => {
    const { client, refresh, onUnauthorized } = setUp([() => json(401, { message: "expired" })], {
      refreshes: [true],
    });
    await expect(
      client.request("/auth/oauth/logout", { method: "POST", body: {}, handleUnauthorized: false }),
    ).rejects.toMatchObject({ statusCode: 401, message: "expired" });
    expect(refresh).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe("error mapping", () => {
  it("maps the error envelope to an HttpError with field errors keyed by field", async () => {
    const { client } = setUp([
      () =>
        json(400, {
          message: "Validation failed",
          errors: [
            { field: "panNumber", message: "PAN must have 10 characters" },
            { field: "theme.bgColor", message: "Theme colour is required" },
            { field: "panNumber", message: "PAN is required" },
          ],
        }),
    ]);
    await expect(client.request("/master/kyc/validate/pan", { method: "POST", body: {} })).rejects.toEqual({
      message: "Validation failed",
      statusCode: 400,
      errors: {
        panNumber: ["PAN must have 10 characters", "PAN is required"],
        "theme.bgColor": ["Theme colour is required"],
      },
    });
  });

  it("gives a readable message when the body is not the envelope", async () => {
    const { client } = setUp([() => new Response("<html>Bad gateway</html>", { status: 502 })]);
    await expect(client.request("/auth/users")).rejects.toEqual({
      message: "Something went wrong on our side; please try again",
      statusCode: 502,
    });
  });

  it("reports an unreachable server as status 0", async () => {
    const { client } = setUp([
      () => {
        throw new TypeError("Failed to fetch");
      },
    ]);
    await expect(client.request("/auth/users")).rejects.toMatchObject({
      statusCode: 0,
      message: "The server could not be reached; check your connection and try again",
    });
  });

  it("returns undefined for an empty success body", async () => {
    const { client } = setUp([() => new Response(null, { status: 204 })]);
    await expect(client.request("/auth/oauth/logout", { method: "POST" })).resolves.toBeUndefined();
  });
});

describe("the upload call", () => {
  it("sends multipart form data as it is, with trimmed text fields and no JSON content type", async () => {
    const { client, calls } = setUp([() => json(201, { payload: { id: "inv-1" } })]);
    const form = new FormData();
    form.append("invoice_number", "  INV-9 ");
    form.append("Upload_Invoice", new Blob(["%PDF-1.4"], { type: "application/pdf" }), "invoice.pdf");
    await client.upload("/account/invoice/create", { body: form });
    const sent = calls[0]!.init.body as FormData;
    expect(calls[0]!.init.method).toBe("POST");
    expect(sent.get("invoice_number")).toBe("INV-9");
    expect(sent.get("Upload_Invoice")).toBeInstanceOf(Blob);
    expect(headerOf(calls[0]!.init, "Content-Type")).toBeUndefined();
    expect(headerOf(calls[0]!.init, "Authorization")).toBe("Bearer access-1");
  });

  it("sends a raw body untouched and runs the same 401 policy", async () => {
    const { client, calls, refresh } = setUp([() => json(401, {}), () => json(200, { payload: true })], {
      refreshes: [true],
    });
    const raw = new Blob(["  raw  "]);
    await client.upload("/user/document/upload", { body: raw, method: "PUT" });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.init.body).toBe(raw);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe("the download call", () => {
  const csv = (text: string, disposition?: string) =>
    new Response(text, {
      status: 200,
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        ...(disposition ? { "Content-Disposition": disposition } : {}),
      },
    });

  it("answers the file and its name, sending the bearer and the query", async () => {
    const { client, calls } = setUp([
      () => csv("\uFEFFID,Name\r\n", 'attachment; filename="invoices-2026-11-23.csv"'),
    ]);
    const file = await client.download("/account/invoices/export", {
      query: { status: ["Paid", "Approved"] },
    });
    expect(file.filename).toBe("invoices-2026-11-23.csv");
    // The bytes as sent, byte order mark included (Blob.text() would drop it).
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect(Buffer.from(bytes).toString("utf8")).toBe("\uFEFFID,Name\r\n");
    expect(calls[0]!.url).toBe("/account/invoices/export?status=Paid%2CApproved");
    expect(calls[0]!.init.method).toBe("GET");
    expect(headerOf(calls[0]!.init, "Authorization")).toBe("Bearer access-1");
    expect(headerOf(calls[0]!.init, "Accept")).toBe("text/csv, application/pdf, application/json");
  });

  it("posts a JSON body when it has one, so a PDF's password never travels in the URL", async () => {
    const { client, calls } = setUp([() => csv("%PDF-", 'inline; filename="RC-000001.pdf"')]);
    const file = await client.download("/account/collections/c-1/receipt-pdf", {
      body: { passwordPdf: " Open@2026 " },
    });
    expect(file.filename).toBe("RC-000001.pdf");
    expect(calls[0]!.url).toBe("/account/collections/c-1/receipt-pdf");
    expect(calls[0]!.init.method).toBe("POST");
    expect(calls[0]!.init.body).toBe('{"passwordPdf":" Open@2026 "}');
    expect(headerOf(calls[0]!.init, "Content-Type")).toBe("application/json");
  });

  it("refreshes once on a 401 and retries, as JSON calls do", async () => {
    const { client, calls, refresh } = setUp([() => json(401, { message: "expired" }), () => csv("ID\r\n")], {
      refreshes: [true],
    });
    await expect(client.download("/auth/users/export")).resolves.toMatchObject({ filename: undefined });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(headerOf(calls[1]!.init, "Authorization")).toBe("Bearer access-2");
  });

  it("maps the API's error envelope to an HttpError", async () => {
    const { client } = setUp([() => json(403, { message: "You do not have access to this resource" })]);
    await expect(client.download("/auth/users/export")).rejects.toEqual({
      message: "You do not have access to this resource",
      statusCode: 403,
    });
  });

  it("reports a file cut off in the middle as a lost connection", async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("ID\r\n"));
        controller.error(new TypeError("network error"));
      },
    });
    const { client } = setUp([() => new Response(broken, { status: 200 })]);
    await expect(client.download("/lead/all/export")).rejects.toMatchObject({ statusCode: 0 });
  });

  it("reads the file name in either form of Content-Disposition", () => {
    expect(filenameOf('attachment; filename="leads-2026-11-23.csv"')).toBe("leads-2026-11-23.csv");
    expect(filenameOf("attachment; filename=users.csv")).toBe("users.csv");
    expect(filenameOf("attachment; filename*=UTF-8''kyc%20checks.csv")).toBe("kyc checks.csv");
    expect(filenameOf("attachment")).toBeUndefined();
    expect(filenameOf(null)).toBeUndefined();
  });
});
