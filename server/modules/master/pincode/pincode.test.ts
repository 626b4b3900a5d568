import { beforeAll, describe, expect, it } from "vitest";
import { accessTokenFor, bearer, body } from "@server/test-support/test-app";
import { seededApp } from "@server/test-support/seeded-app";
import { PINCODE_NOT_FOUND } from "./routes";

const suite = seededApp();
let token: string;

beforeAll(async () => {
  token = await accessTokenFor(suite.app, "merchant@demo.in");
});

const lookup = (pincode: string) =>
  suite.app.inject({ url: `/master/pincode/${pincode}`, headers: bearer(token) });

describe("GET /master/pincode/:pincode", () => {
  it("answers city, district and state from India Post's directory", async () => {
    const response = await lookup("110001");
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      payload: { pincode: "110001", city: "New Delhi", district: "Central Delhi", state: "Delhi" },
    });
    expect(body<{ payload: { offices: string[] } }>(response).payload.offices).toContain(
      "Election Commission S.O",
    );
  });

  it("falls back to the district when the taluk is not recorded", async () => {
    expect(body(await lookup("509382"))).toMatchObject({
      payload: { city: "Mahabubnagar", district: "Mahabubnagar" },
    });
  });

  it("answers today's state and district names, not the directory's old ones", async () => {
    expect(body(await lookup("500001"))).toMatchObject({
      payload: { district: "Hyderabad", state: "Telangana" },
    });
    expect(body(await lookup("194101"))).toMatchObject({ payload: { district: "Leh", state: "Ladakh" } });
    expect(body(await lookup("520001"))).toMatchObject({
      payload: { district: "NTR", state: "Andhra Pradesh" },
    });
    expect(body(await lookup("560001"))).toMatchObject({
      payload: { city: "Bengaluru North", district: "Bengaluru Urban", state: "Karnataka" },
    });
  });

  it("answers 404 for a well-formed PIN code nobody uses", async () => {
    const response = await lookup("999999");
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ message: PINCODE_NOT_FOUND });
  });

  it.each([
    ["12345", "Enter 6 digit pincode"],
    ["abcdef", "Enter 6 digit pincode"],
    ["012345", "Pincode cannot start with 0"],
  ])("answers 400 for %s", async (pincode, message) => {
    const response = await lookup(pincode);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ message, errors: [{ field: "pincode", message }] });
  });

  it("needs a token", async () => {
    expect((await suite.app.inject({ url: "/master/pincode/110001" })).statusCode).toBe(401);
  });
});
