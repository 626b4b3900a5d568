import type { TokenResponse } from "@domain/api/auth";
import type { UserDetail } from "@domain/api/users";
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog } from "@server/db/schema/index";
import { demoUserId } from "@server/db/seed/demo-data";
import type { DevOutboxMailer } from "@server/integrations/mail/dev-outbox-mailer";
import type { DevOutboxSmsSender } from "@server/integrations/sms/dev-outbox-sms-sender";
import { MAY_NOT_CHANGE_CONTACTS, MAY_NOT_EDIT, USER_NOT_FOUND } from "@server/modules/auth/users/service";
import { PROOF_REQUIRED, WRONG_CURRENT_PASSWORD } from "@server/modules/auth/users/contact-change";
import { bearer, body, signIn } from "@server/test-support/test-app";
import { seededApp } from "@server/test-support/seeded-app";

const suite = seededApp();

const read = async (id: string) =>
  body<{ payload: UserDetail }>(
    await suite.app.inject({ url: `/auth/users/${id}`, headers: await suite.as("superadmin@demo.in") }),
  ).payload;

const patch = async (headers: { authorization: string }, id: string, payload: Record<string, unknown>) =>
  suite.app.inject({ method: "PATCH", url: `/auth/users/${id}`, headers, payload });

/** The change an attacker makes: the victim's contacts become its own, then it signs in by OTP. */
const hijack = (victim: UserDetail, n: number) => ({
  name: victim.name,
  email: `attacker${n}@evil.example`,
  mobile: `70000000${String(n).padStart(2, "0")}`,
  version: victim.version,
});

describe("account takeover through PATCH /auth/users/:id", () => {
  it.each([
    ["ops@demo.in", "superadmin"],
    ["payments@demo.in", "admin"],
    ["nbfc@demo.in", "anchor"],
    ["anchor@demo.in", "merchant"],
    ["ops@demo.in", "payments"],
  ])("refuses %s changing the contacts of %s, which stay unchanged", async (attacker, victimKey) => {
    const id = demoUserId(victimKey);
    const before = await read(id);
    const headers = await suite.as(attacker);
    const attempts = [
      hijack(before, 1),
      { ...hijack(before, 2), email: before.email },
      { ...hijack(before, 3), mobile: before.mobile },
    ];
    for (const attempt of attempts) {
      const response = await patch(headers, id, attempt);
      expect(response.statusCode).toBe(403);
      expect(body(response).message).toMatch(/e-mail or mobile|higher rank/);
    }
    const after = await read(id);
    expect({ email: after.email, mobile: after.mobile, version: after.version }).toEqual({
      email: before.email,
      mobile: before.mobile,
      version: before.version,
    });
  });

  it("says why: a higher rank is off limits, a peer's contacts are not the caller's to change", async () => {
    const superAdmin = await read(demoUserId("superadmin"));
    const higher = await patch(await suite.as("ops@demo.in"), superAdmin.id, {
      ...hijack(superAdmin, 4),
      email: superAdmin.email,
      mobile: superAdmin.mobile,
      name: "Renamed",
    });
    expect(higher.statusCode).toBe(403);
    expect(body(higher)).toEqual({ message: MAY_NOT_EDIT });
    const payments = await read(demoUserId("payments"));
    const peer = await patch(await suite.as("ops@demo.in"), payments.id, hijack(payments, 5));
    expect(body(peer)).toEqual({ message: MAY_NOT_CHANGE_CONTACTS });
  });

  it("refuses an ADMIN changing a SUPER_ADMIN's contacts", async () => {
    const superAdmin = await read(demoUserId("superadmin"));
    const refused = await patch(await suite.as("admin@demo.in"), superAdmin.id, hijack(superAdmin, 6));
    expect(refused.statusCode).toBe(403);
  });

  it("keeps 404 for a user outside the caller's tenancy", async () => {
    const foreign = await read(demoUserId("retailer-kamath"));
    const response = await patch(await suite.as("anchor@demo.in"), foreign.id, hijack(foreign, 7));
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ message: USER_NOT_FOUND });
  });

  it("still lets a peer fix a name, without touching the contacts", async () => {
    const payments = await read(demoUserId("payments"));
    const response = await patch(await suite.as("ops@demo.in"), payments.id, {
      name: "Kiran P",
      email: payments.email,
      mobile: payments.mobile,
      version: payments.version,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("a contact change that is allowed", () => {
  const mailer = () => suite.app.mailer as DevOutboxMailer;
  const sms = () => suite.app.sms as DevOutboxSmsSender;

  it("by an admin over an OPS user: ends the user's sessions, is audited and tells the old contacts", async () => {
    const id = demoUserId("ops");
    const before = await read(id);
    const session = await signIn(suite.app, "ops@demo.in");
    const response = await patch(await suite.as("admin@demo.in"), id, hijack(before, 8));
    expect(response.statusCode).toBe(200);
    expect(body<{ payload: UserDetail }>(response).payload).toMatchObject({
      email: "attacker8@evil.example",
      mobile: "7000000008",
    });

    const me = await suite.app.inject({ url: "/auth/me", headers: bearer(session.access_token) });
    expect(me.statusCode).toBe(401);
    const refresh = await suite.app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      payload: { grant_type: "refresh_token", refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);

    const [entry] = await suite.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "user.contacts_changed")));
    expect(entry).toMatchObject({
      actorId: demoUserId("admin"),
      before: { email: before.email, mobile: before.mobile },
      after: { email: "attacker8@evil.example", mobile: "7000000008" },
    });
    expect(sms().notices()[0]).toMatchObject({ mobile: before.mobile });
    expect(mailer().recent()[0]).toMatchObject({
      to: before.email,
      subject: expect.stringMatching(/changed/),
    });

    // A fresh sign-in with the new contacts works.
    const fresh = await signIn(suite.app, "attacker8@evil.example");
    expect(
      (await suite.app.inject({ url: "/auth/me", headers: bearer(fresh.access_token) })).statusCode,
    ).toBe(200);
  });

  it("by the user itself: needs its current password (400 missing or wrong)", async () => {
    const id = demoUserId("farmer-bhatt");
    const before = await read(id);
    const self = bearer((await signIn(suite.app, before.email)).access_token);
    const change = { ...hijack(before, 9), name: before.name };
    const missing = await patch(self, id, change);
    expect(missing.statusCode).toBe(400);
    expect(body(missing)).toEqual({
      message: PROOF_REQUIRED,
      errors: [{ field: "currentPassword", message: PROOF_REQUIRED }],
    });
    const wrong = await patch(self, id, { ...change, currentPassword: "not-my-password" });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong)).toMatchObject({ message: WRONG_CURRENT_PASSWORD });
    expect((await read(id)).email).toBe(before.email);
    const right = await patch(self, id, { ...change, currentPassword: "Demo@1234" });
    expect(right.statusCode).toBe(200);
    expect((await suite.app.inject({ url: "/auth/me", headers: self })).statusCode).toBe(401);
  });

  it("by the user itself: or an OTP sent to its old mobile", async () => {
    const id = demoUserId("retailer-naik");
    const before = await read(id);
    const self = bearer((await signIn(suite.app, before.email)).access_token);
    await suite.app.inject({ url: `/auth/otp?mobile=${before.mobile}` });
    const otp = sms()
      .recent()
      .find((entry) => entry.mobile === before.mobile)?.otp;
    const wrongOtp = String((Number(otp) + 1) % 1_000_000).padStart(6, "0");
    const change = { ...hijack(before, 10), name: before.name };
    expect((await patch(self, id, { ...change, otp: wrongOtp })).statusCode).toBe(400);
    const response = await patch(self, id, { ...change, otp });
    expect(response.statusCode).toBe(200);
    expect((await read(id)).mobile).toBe("7000000010");
  });

  it("an OTP sent to the new mobile proves nothing", async () => {
    const id = demoUserId("dealer-gowda");
    const before = await read(id);
    const self = bearer((await signIn(suite.app, before.email)).access_token);
    const change = { ...hijack(before, 11), name: before.name };
    await suite.app.inject({ url: `/auth/otp?mobile=${change.mobile}` });
    const otp = sms()
      .recent()
      .find((entry) => entry.mobile === change.mobile)?.otp;
    const response = await patch(self, id, { ...change, otp });
    expect(response.statusCode).toBe(400);
    expect((await read(id)).mobile).toBe(before.mobile);
  });
});

describe("a signed-in session after the change", () => {
  it("a token issued before the change is refused even on another route", async () => {
    const id = demoUserId("nbfc2");
    const before = await read(id);
    const session: TokenResponse = await signIn(suite.app, before.email);
    await patch(await suite.as("superadmin@demo.in"), id, hijack(before, 12));
    const users = await suite.app.inject({ url: "/auth/users", headers: bearer(session.access_token) });
    expect(users.statusCode).toBe(401);
  });
});
