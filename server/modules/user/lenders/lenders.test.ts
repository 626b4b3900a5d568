import type { LenderOption } from "@domain/api/lenders";
import { describe, expect, it } from "vitest";
import { accessTokenFor, bearer, body } from "@server/test-support/test-app";
import { seededApp } from "@server/test-support/seeded-app";

const suite = seededApp();

const lendersFor = async (email: string) => {
  const response = await suite.app.inject({
    url: "/user/lender/all",
    headers: bearer(await accessTokenFor(suite.app, email)),
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
    const response = await suite.app.inject({ url: "/user/lender/all" });
    expect(response.statusCode).toBe(401);
    expect(body(response)).toEqual({ message: "Access token is missing" });
  });
});
