import type { ApiError } from "@domain/api/envelope";
import type { Preference } from "@domain/api/preferences";
import { describe, expect, it } from "vitest";
import { body } from "@server/test-support/test-app";
import { seededApp } from "@server/test-support/seeded-app";

const suite = seededApp();
const KEY = "table.invoices.columns";
const url = (key = KEY) => `/auth/me/preferences/${key}`;

const read = async (email: string, key = KEY) => {
  const response = await suite.app.inject({ url: url(key), headers: await suite.as(email) });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ payload: Preference }>(response).payload;
};

const save = async (email: string, payload: unknown, key = KEY) =>
  suite.app.inject({
    method: "PUT",
    url: url(key),
    headers: await suite.as(email),
    payload: payload as object,
  });

const messagesOf = (response: { json: () => unknown }) => {
  const error = response.json() as ApiError;
  return [error.message, ...(error.errors ?? []).map((item) => item.message)];
};

describe("GET and PUT /auth/me/preferences/:key", () => {
  it("answers null for a preference never saved", async () => {
    expect(await read("admin@demo.in", "table.never-saved.columns")).toEqual({
      key: "table.never-saved.columns",
      value: null,
    });
  });

  it("saves the caller's own value, replaces it on the next save and reads it back", async () => {
    const first = await save("ops@demo.in", { value: { hiddenColumns: ["utr", "lenderName"] } });
    expect(first.statusCode, first.body).toBe(200);
    expect(await read("ops@demo.in")).toEqual({ key: KEY, value: { hiddenColumns: ["utr", "lenderName"] } });
    const second = await save("ops@demo.in", { value: { hiddenColumns: [] } });
    expect(second.statusCode, second.body).toBe(200);
    expect(await read("ops@demo.in")).toEqual({ key: KEY, value: { hiddenColumns: [] } });
  });

  it("keeps each user's value to that user: another user reads only their own", async () => {
    await save("anchor@demo.in", { value: { hiddenColumns: ["anchorName"] } });
    await save("merchant@demo.in", { value: { hiddenColumns: ["type"] } });
    expect((await read("anchor@demo.in")).value).toEqual({ hiddenColumns: ["anchorName"] });
    expect((await read("merchant@demo.in")).value).toEqual({ hiddenColumns: ["type"] });
    expect((await read("distribution@demo.in")).value).toBeNull();
  });

  it("takes the user from the token only: a user id in the body is refused", async () => {
    const response = await save("payments@demo.in", {
      value: { hiddenColumns: ["utr"] },
      userId: "00000000-0000-4000-8000-000000000000",
    });
    // Unknown body fields are dropped; the value lands under the caller, nobody else.
    expect(response.statusCode, response.body).toBe(200);
    expect((await read("payments@demo.in")).value).toEqual({ hiddenColumns: ["utr"] });
  });

  it("refuses a bad key with a message", async () => {
    for (const key of ["Table.Invoices", "-table", "table_invoices", "x".repeat(65)]) {
      const get = await suite.app.inject({ url: url(key), headers: await suite.as("admin@demo.in") });
      expect(get.statusCode, key).toBe(400);
      expect(messagesOf(get)).toContain(
        "Preference key must be 1 to 64 lower-case letters, digits, dots or dashes, starting with a letter or digit",
      );
      const put = await save("admin@demo.in", { value: { hiddenColumns: [] } }, key);
      expect(put.statusCode, key).toBe(400);
    }
  });

  it("refuses a bad value with a message", async () => {
    const cases: [unknown, string][] = [
      [[], "The body must be { value }"],
      [{}, "Value is required"],
      [{ value: {} }, "Hidden columns are required"],
      [{ value: null }, "The value must be an object with hiddenColumns only"],
      [{ value: { hiddenColumns: "utr" } }, "Hidden columns must be a list of column keys"],
      [{ value: { hiddenColumns: [42] } }, "A column key must be text"],
      [
        { value: { hiddenColumns: ["utr; drop table"] } },
        "A column key must be 1 to 64 letters, digits, dots, dashes or underscores",
      ],
      [
        { value: { hiddenColumns: Array.from({ length: 61 }, (_, i) => `c${i}`) } },
        "At most 60 columns can be hidden",
      ],
      [
        { value: { hiddenColumns: [], theme: "dark" } },
        "The value must be an object with hiddenColumns only",
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await save("admin@demo.in", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(messagesOf(response), JSON.stringify(payload)).toContain(message);
    }
    expect((await read("admin@demo.in")).value).toBeNull();
  });

  it("answers 401 without a token", async () => {
    const get = await suite.app.inject({ url: url() });
    expect(get.statusCode).toBe(401);
    const put = await suite.app.inject({
      method: "PUT",
      url: url(),
      payload: { value: { hiddenColumns: [] } },
    });
    expect(put.statusCode).toBe(401);
    expect(get.json<ApiError>().message).toBeTruthy();
  });
});
