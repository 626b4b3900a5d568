import { describe, expect, it } from "vitest";
import type { ApiError } from "@domain/api/envelope";
import { seededApp } from "@server/test-support/seeded-app";

const suite = seededApp();

/**
 * Each route's id field given a string that is no UUID (the outside probe's `"abc"`), next to fields that are
 * otherwise fine: a 400 that names the field, never a 500 from the database casting it.
 */
const CASES = [
  { url: "/master/program/config", field: "anchorId", message: "No anchor has this id" },
  { url: "/master/program/config", field: "lenderId", message: "No lender has this id" },
  { url: "/user/lender/bank-accounts", field: "lender", message: "No lender has this id" },
  { url: "/user/admin/anchor-users", field: "anchorId", message: "No anchor has this id" },
  { url: "/account/collect/payment/collections", field: "userId", message: "No user has this id" },
  { url: "/account/collect/payment/settlement", field: "userId", message: "No user has this id" },
] as const;

describe("ids in a body", () => {
  it.each(CASES)(
    "$url refuses $field that is not a UUID with a 400 naming it",
    async ({ url, field, message }) => {
      const response = await suite.app.inject({
        method: "POST",
        url,
        headers: await suite.as("superadmin@demo.in"),
        payload: { [field]: "abc" },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ApiError>().errors).toContainEqual({ field, message });
    },
  );
});

describe("numbers past their columns", () => {
  it("refuses an anchor user's vintage of 2^31 months and a collection of 10^10 litres in words", async () => {
    const response = await suite.app.inject({
      method: "POST",
      url: "/user/admin/anchor-users",
      headers: await suite.as("superadmin@demo.in"),
      payload: { vintage: 2 ** 31, avgMonthCollection: 1e10 },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<ApiError>().errors).toEqual(
      expect.arrayContaining([
        { field: "vintage", message: "Vintage cannot be more than 1200" },
        {
          field: "avgMonthCollection",
          message: "Average Monthly Collection cannot be more than 9999999999.99",
        },
      ]),
    );
  });
});
