import type { LenderOption } from "@domain/api/lenders";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accessTokenFor,
  bearer,
  body,
  setUpDatabase,
  startApp,
  type TestDatabase,
} from "@server/test-support/test-app";

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await setUpDatabase();
  ({ app } = await startApp(database));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const lendersFor = async (email: string) => {
  const response = await app.inject({
    url: "/user/lender/all",
    headers: bearer(await accessTokenFor(app, email)),
  });
  expect(response.statusCode).toBe(200);
  return body<{ payload: LenderOption[] }>(response).payload;
};

describe("GET /user/lender/all", () => {
  it("answers every lender as { id, name }, by name, for platform staff", async () => {
    const lenders = await lendersFor("admin@demo.in");
    expect(lenders.map((lender) => lender.name)).toEqual([
      "Deccan Credit Ltd",
      "Kaveri Capital NBFC Pvt Ltd",
      "Shree Finance Ltd",
    ]);
    for (const lender of lenders) expect(Object.keys(lender).sort()).toEqual(["id", "name"]);
  });

  it("answers only its own lender to an NBFC user", async () => {
    expect((await lendersFor("nbfc@demo.in")).map((lender) => lender.name)).toEqual(["Shree Finance Ltd"]);
  });

  it("answers only the lenders of their programmes to an anchor and a merchant", async () => {
    expect((await lendersFor("distribution@demo.in")).map((lender) => lender.name)).toEqual([
      "Kaveri Capital NBFC Pvt Ltd",
    ]);
    expect((await lendersFor("merchant@demo.in")).map((lender) => lender.name)).toEqual([
      "Shree Finance Ltd",
    ]);
  });

  it("needs a token", async () => {
    const response = await app.inject({ url: "/user/lender/all" });
    expect(response.statusCode).toBe(401);
    expect(body(response)).toEqual({ message: "Access token is missing" });
  });
});
