import { describe, expect, it } from "vitest";
import { ACCOUNT_LOCKED, MAX_FAILED_LOGINS } from "@server/modules/auth/token/lockout";
import { INVALID_CREDENTIALS } from "@server/modules/auth/token/service";
import { body } from "@server/test-support/test-app";
import { seededApp } from "@server/test-support/seeded-app";

const suite = seededApp();

const attempt = (username: string, password = "wrong-password") =>
  suite.app.inject({
    method: "POST",
    url: "/auth/oauth/token",
    payload: { grant_type: "password", username, password },
  });

/** What an outsider sees of a series of sign-ins: status, message and whether a Retry-After came. */
async function observe(username: string) {
  const seen = [];
  for (let i = 0; i < MAX_FAILED_LOGINS + 2; i += 1) {
    const response = await attempt(username);
    seen.push([response.statusCode, body(response).message, "retry-after" in response.headers]);
  }
  return seen;
}

describe("lockout without account discovery", () => {
  it("locks an unknown username exactly like a real account", async () => {
    const real = await observe("agro@demo.in");
    const unknown = await observe("nobody-at-all@demo.in");
    expect(unknown).toEqual(real);
    expect(real.at(-1)).toEqual([429, ACCOUNT_LOCKED, true]);
    expect(real[0]).toEqual([401, INVALID_CREDENTIALS, false]);
  });

  it("normalises the username: case and spaces do not buy more attempts", async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS; i += 1) await attempt(i % 2 ? "GHOST@demo.in" : " ghost@demo.in ");
    expect((await attempt("ghost@demo.in")).statusCode).toBe(429);
  });

  it("locks the account whichever username reaches it, and unlocks after 15 minutes", async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS; i += 1) await attempt("distribution@demo.in");
    expect((await attempt("9876500008", "Demo@1234")).statusCode).toBe(429);
    suite.clock.advanceMinutes(15);
    expect((await attempt("9876500008", "Demo@1234")).statusCode).toBe(200);
  });
});
