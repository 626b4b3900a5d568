import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { MAX_PAYLOAD_DEPTH } from "@domain/payload/payload-check";
import { createInvoice, detailOf, invoiceKit, multipart, supplierForm } from "./invoices-kit";

const kit = invoiceKit();
const ADMIN = "admin@demo.in";
const ANCHOR = "anchor@demo.in";

/** A 4xx in the error envelope with a message: never a 500, never a stack. */
function expectClientError(response: LightMyRequestResponse, status = 400): { message: string } {
  expect(response.statusCode, response.body).toBe(status);
  const answer = response.json<{ message: string; stack?: string }>();
  expect(answer.message).toEqual(expect.any(String));
  expect(answer.stack).toBeUndefined();
  return answer;
}

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
const json = { "content-type": "application/json" };

describe("deeply nested JSON", () => {
  it("answers 400 on a public route and a signed-in one, whatever the depth", async () => {
    for (const depth of [MAX_PAYLOAD_DEPTH + 1, 100_000]) {
      const signIn = await kit.app.inject({
        method: "POST",
        url: "/auth/oauth/token",
        headers: json,
        payload: nested(depth),
      });
      expect(expectClientError(signIn).message).toBe(
        `body is nested more than ${MAX_PAYLOAD_DEPTH} levels deep`,
      );
      const verify = await kit.app.inject({
        method: "POST",
        url: "/account/invoice/verify",
        headers: { ...json, ...(await kit.as("ops@demo.in")) },
        payload: `[${nested(depth)}]`,
      });
      expectClientError(verify);
    }
  });

  it("still takes an ordinary nested body", async () => {
    const response = await kit.app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      headers: json,
      payload: nested(MAX_PAYLOAD_DEPTH - 1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).not.toMatch(/nested/);
  });
});

describe("text the database cannot store", () => {
  it("refuses a NUL character in a body, naming the field, signed in or not", async () => {
    const signIn = await kit.app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      payload: { grant_type: "password", username: "admin\u0000@demo.in", password: "x" },
    });
    expect(expectClientError(signIn)).toEqual({
      message: "username must not contain a NUL character",
      errors: [{ field: "username", message: "username must not contain a NUL character" }],
    });
    const form = await kit.app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "grant_type=password&username=a%00b&password=x",
    });
    expect(expectClientError(form).message).toBe("username must not contain a NUL character");
  });

  it("refuses a NUL character in the query and in path parameters", async () => {
    const headers = await kit.as(ADMIN);
    const query = await kit.app.inject({ url: "/account/invoices?counterpartyName=Go%00kul", headers });
    expect(expectClientError(query).message).toBe("counterpartyName must not contain a NUL character");
    const params = await kit.app.inject({ url: "/lead/userProfile/abc%00def", headers });
    expect(expectClientError(params).message).toBe("id must not contain a NUL character");
  });

  it("refuses a lone UTF-16 surrogate anywhere in a JSON body, keys included", async () => {
    const headers = { ...json, ...(await kit.as("ops@demo.in")) };
    const id = "0b6f3f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
    const value = await kit.app.inject({
      method: "POST",
      url: "/account/invoice/reject",
      headers,
      payload: `{"id":"${id}","version":1,"Reason":"Invalid amount","reason":"bad \\ud800 text"}`,
    });
    expect(expectClientError(value).message).toBe("reason must not contain an unpaired UTF-16 surrogate");
    const key = await kit.app.inject({
      method: "POST",
      url: "/account/invoice/reject",
      headers,
      payload: `{"id":"${id}","version":1,"\\udc00":"x"}`,
    });
    expectClientError(key);
    const paired = await kit.app.inject({
      method: "POST",
      url: "/account/invoice/reject",
      headers,
      payload: `{"id":"${id}","version":1,"Reason":"Invalid amount","reason":"emoji \\ud83d\\ude00 is fine"}`,
    });
    expect(paired.statusCode).toBe(404);
  });
});

describe("list paging, cursors and filters", () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const id = "0b6f3f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";

  it("bounds the page so the offset stays in range, on every list", async () => {
    const headers = await kit.as(ADMIN);
    for (const url of [
      "/account/invoices?page=1e20&pageSize=5000",
      "/account/invoices?page=100001",
      "/account/suppliers?page=99999999999999999999&pageSize=500",
      "/lead/all?page=1e300",
      "/auth/users?page=1e20&pageSize=5000",
    ]) {
      expectClientError(await kit.app.inject({ url, headers }));
    }
    const deepest = await kit.app.inject({ url: "/account/invoices?page=100000&pageSize=10", headers });
    expect(deepest.statusCode).toBe(200);
  });

  it("answers 400 'Invalid cursor' for a forged or garbage cursor", async () => {
    const headers = await kit.as(ADMIN);
    for (const [sort, cursor] of [
      ["invoiceDate", encode(["invoiceDate", "2025-02-30", id])],
      ["invoiceDate", encode(["invoiceDate", "0000-01-01", id])],
      ["createdAt", encode(["createdAt", "2025-02-30T10:00:00.000Z", id])],
      ["createdAt", encode(["createdAt", "12", id])],
      ["invoiceNumber", encode(["invoiceNumber", "a\u0000b", id])],
      ["invoiceNumber", "%%%garbage"],
      ["amountPaise", Buffer.from(`["amountPaise",1e309,"${id}"]`).toString("base64url")],
    ]) {
      const response = await kit.app.inject({
        url: `/account/invoices?sort=${sort}&cursor=${encodeURIComponent(cursor ?? "")}`,
        headers,
      });
      expect(expectClientError(response).message).toBe("Invalid cursor");
    }
  });

  it("refuses numbers and dates outside what the columns hold", async () => {
    const headers = await kit.as(ADMIN);
    for (const query of [
      "amountFrom=1e309",
      "amountTo=99999999999999999999",
      "amountFrom=-1",
      "invoiceDateFrom=0000-01-01",
      "paymentDateTo=2025-02-30",
      "actualPaymentDateFrom=99999-01-01",
    ]) {
      expectClientError(await kit.app.inject({ url: `/account/invoices?${query}`, headers }));
    }
    expectClientError(await kit.app.inject({ url: "/lead/all?createdFrom=0000-01-01", headers }));
    expectClientError(await kit.app.inject({ url: "/lead/count?createdTo=2025-02-30", headers }));
  });
});

describe("multipart bodies", () => {
  const post = async (contentType: string, payload: string | Buffer) =>
    kit.app.inject({
      method: "POST",
      url: "/account/invoice/create",
      headers: { ...(await kit.as(ANCHOR)), "content-type": contentType },
      payload,
    });

  it("answers 400 with a message for a body the parser cannot read", async () => {
    const boundary = "----robust";
    const good = await multipart(supplierForm(kit.today()));
    const truncated = good.payload.subarray(0, Math.floor(good.payload.length / 2));
    for (const response of [
      await post("multipart/form-data", "garbage without a boundary"),
      await post(`multipart/form-data; boundary=${boundary}`, "complete garbage"),
      await post(`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nno headers at all`),
      await post(good.headers["content-type"], truncated),
    ]) {
      expect([400, 415]).toContain(response.statusCode);
      expectClientError(response, response.statusCode);
    }
  });

  it("refuses a NUL character in a field, a field name or a file name", async () => {
    const upload = { field: "Upload_Invoice", name: "invoice.pdf", bytes: Buffer.from("%PDF-1.4\n%%EOF\n") };
    const cases = [
      await createInvoice(kit, ANCHOR, supplierForm(kit.today(), { invoice_number: "A\u0000B" })),
      await createInvoice(kit, ANCHOR, { ...supplierForm(kit.today()), "x\u0000y": "1" }),
      await createInvoice(kit, ANCHOR, supplierForm(kit.today()), { ...upload, name: "in\u0000voice.pdf" }),
    ];
    for (const response of cases) expect(expectClientError(response).message).toMatch(/NUL character/);
  });

  it("refuses a chosen but empty document, and takes a form without one", async () => {
    const empty = await createInvoice(kit, ANCHOR, supplierForm(kit.today()), {
      field: "Upload_Invoice",
      name: "empty.pdf",
      bytes: Buffer.alloc(0),
    });
    expect(expectClientError(empty)).toEqual({
      message: "Invoice Document is empty",
      errors: [{ field: "Upload_Invoice", message: "Invoice Document is empty" }],
    });
    const none = await createInvoice(kit, ANCHOR, supplierForm(kit.today()), null);
    expect(none.statusCode, none.body).toBe(200);
    expect(detailOf(none).status).toBe("PreInitiated");
  });
});

describe("versions", () => {
  it("takes whole numbers ≥ 1 (or their digits) and nothing else", async () => {
    const created = await createInvoice(kit, ANCHOR, supplierForm(kit.today()));
    const invoice = detailOf(created);
    const headers = await kit.as("ops@demo.in");
    for (const version of [true, 1.5, "1e0", "1.0", 0, -1, null, "one"]) {
      const response = await kit.app.inject({
        method: "POST",
        url: "/account/invoice/verify",
        headers,
        payload: { id: invoice.id, version },
      });
      expectClientError(response);
      expect(response.json()).toMatchObject({ errors: [{ field: "version" }] });
    }
    const cancel = await kit.app.inject({
      method: "POST",
      url: "/account/invoice/cancel",
      headers,
      payload: { cancelInvoiceId: invoice.id, version: true },
    });
    expectClientError(cancel);
    const verified = await kit.app.inject({
      method: "POST",
      url: "/account/invoice/verify",
      headers,
      payload: { id: invoice.id, version: "1" },
    });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it("refuses a multipart version in exponent notation or as a word", async () => {
    const fields = supplierForm(kit.today());
    const invoice = detailOf(await createInvoice(kit, ANCHOR, fields));
    for (const version of ["1e0", "true", "1.0", ""]) {
      const form = await multipart({ ...fields, id: invoice.id, version });
      const response = await kit.app.inject({
        method: "POST",
        url: "/account/invoice/update",
        headers: { ...(await kit.as(ANCHOR)), ...form.headers },
        payload: form.payload,
      });
      expectClientError(response);
      expect(response.json()).toMatchObject({ errors: [{ field: "version" }] });
    }
  });
});

describe("headers on every answer", () => {
  it("carries x-request-id on 401, 403 and 404 answers too", async () => {
    const answers = [
      await kit.app.inject({ url: "/account/invoices" }),
      await kit.app.inject({ url: "/auth/users", headers: await kit.as(ANCHOR) }),
      await kit.app.inject({ url: "/account/nope" }),
      await kit.app.inject({
        url: "/account/invoices/0b6f3f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
        headers: await kit.as(ADMIN),
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 403, 404, 404]);
    for (const answer of answers) expect(answer.headers["x-request-id"]).toEqual(expect.any(String));
    const kept = await kit.app.inject({ url: "/account/invoices", headers: { "x-request-id": "trace-42" } });
    expect(kept.headers["x-request-id"]).toBe("trace-42");
  });

  it("marks authenticated JSON answers Cache-Control: no-store", async () => {
    const headers = await kit.as(ADMIN);
    for (const url of ["/account/invoices", "/account/suppliers", "/lead/all", "/auth/users"]) {
      const response = await kit.app.inject({ url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });
});
