import { OWN_PASSWORD_REQUIRED, SAME_AS_TEMPORARY } from "@domain/api/own-password";
import type { UserDetail } from "@domain/api/users";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, users } from "@server/db/schema/index";
import { demoUserId } from "@server/db/seed/demo-data";
import { body, signIn } from "@server/test-support/test-app";
import { latestCodeFor, setOwnPassword } from "@server/test-support/own-password";
import { seededApp } from "@server/test-support/seeded-app";
import { INVALID_OTP } from "../otp/service";
import { INVALID_CREDENTIALS } from "../token/service";
import { NO_TEMPORARY_PASSWORD } from "./service";
import { ownPasswordRequiredMessage } from "./temporary-password";

const suite = seededApp();
const ADMIN = "admin@demo.in";
const TEMPORARY = "Temp@1234";

let serial = 0;
/** A payments user the admin creates with a password it chooses. */
async function createdByAdmin(): Promise<UserDetail> {
  serial += 1;
  const response = await suite.app.inject({
    method: "POST",
    url: "/auth/users",
    headers: await suite.as(ADMIN),
    payload: {
      fullName: `Own Password ${serial}`,
      userEmail: `own${serial}@staff.in`,
      userMobile: `70000400${String(serial).padStart(2, "0")}`,
      roles: ["ROLE_PAYMENT_USER"],
      password: TEMPORARY,
      confirmPassword: TEMPORARY,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ payload: UserDetail }>(response).payload;
}

const passwordGrant = (username: string, password: string) =>
  suite.app.inject({
    method: "POST",
    url: "/auth/oauth/token",
    payload: { grant_type: "password", username, password },
  });

const ownPassword = (payload: Record<string, unknown>) =>
  suite.app.inject({ method: "POST", url: "/auth/own-password", payload });

const form = (user: UserDetail, otp: string, newPassword = "Mine@5678") => ({
  username: user.email,
  temporaryPassword: TEMPORARY,
  otp,
  newPassword,
  confirmNewPassword: newPassword,
});

const wrongCode = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, "0");

describe("a password an admin chose is only temporary", () => {
  it("signs nobody in: 403 OWN_PASSWORD_REQUIRED, and a one-time code goes to the user's own mobile", async () => {
    const user = await createdByAdmin();
    const refused = await passwordGrant(user.email, TEMPORARY);
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toEqual({
      message: ownPasswordRequiredMessage(user.mobile),
      code: OWN_PASSWORD_REQUIRED,
    });
    expect(body<{ message: string }>(refused).message).toContain(user.mobile.slice(-4));
    expect(latestCodeFor(suite.app, user.mobile)).toMatch(/^\d{6}$/);
    expect(refused.json()).not.toHaveProperty("access_token");
  });

  it("a wrong temporary password is the usual 401, and sends no code", async () => {
    const user = await createdByAdmin();
    const wrong = await passwordGrant(user.email, "Guess@1234");
    expect(wrong.statusCode).toBe(401);
    expect(body(wrong)).toEqual({ message: INVALID_CREDENTIALS });
    expect(() => latestCodeFor(suite.app, user.mobile)).toThrow();
  });

  it("refuses a wrong code and keeps the account's mark", async () => {
    const user = await createdByAdmin();
    await passwordGrant(user.email, TEMPORARY);
    const otp = latestCodeFor(suite.app, user.mobile);
    const refused = await ownPassword(form(user, wrongCode(otp)));
    expect(refused.statusCode).toBe(401);
    expect(body(refused)).toEqual({ message: INVALID_OTP });
    expect((await passwordGrant(user.email, TEMPORARY)).statusCode).toBe(403);
    expect((await passwordGrant(user.email, "Mine@5678")).statusCode).toBe(401);
  });

  it("refuses a wrong temporary password with the right code", async () => {
    const user = await createdByAdmin();
    await passwordGrant(user.email, TEMPORARY);
    const otp = latestCodeFor(suite.app, user.mobile);
    const refused = await ownPassword({ ...form(user, otp), temporaryPassword: "Guess@1234" });
    expect(refused.statusCode).toBe(401);
    expect(body(refused)).toEqual({ message: INVALID_CREDENTIALS });
  });

  it("with the right code sets the user's own password, audited; the temporary one no longer works", async () => {
    const user = await createdByAdmin();
    await passwordGrant(user.email, TEMPORARY);
    const response = await ownPassword(form(user, latestCodeFor(suite.app, user.mobile)));
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response)).toEqual({ payload: { passwordSet: true } });
    expect((await passwordGrant(user.email, TEMPORARY)).statusCode).toBe(401);
    await signIn(suite.app, user.email, "Mine@5678");
    const [row] = await suite.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.mustSetPassword).toBe(false);
    const entries = await suite.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, "user.password_set")));
    expect(entries).toEqual([expect.objectContaining({ actorId: user.id })]);
    const again = await ownPassword({
      ...form(user, "123456", "Other@5678"),
      temporaryPassword: "Mine@5678",
    });
    expect(again.statusCode).toBe(409);
    expect(body(again)).toEqual({ message: NO_TEMPORARY_PASSWORD });
  });

  it("validates the form with the spec's password message, and never keeps the temporary password", async () => {
    const user = await createdByAdmin();
    const short = await ownPassword(form(user, "123456", "abc"));
    expect(short.statusCode).toBe(400);
    expect(body(short)).toMatchObject({
      errors: [{ field: "newPassword", message: "Your password must be at least 5 characters long" }],
    });
    const same = await ownPassword(form(user, "123456", TEMPORARY));
    expect(body(same)).toMatchObject({ errors: [{ field: "newPassword", message: SAME_AS_TEMPORARY }] });
    const mismatch = await ownPassword({ ...form(user, "123456"), confirmNewPassword: "Other@5678" });
    expect(body(mismatch)).toMatchObject({
      errors: [{ field: "confirmNewPassword", message: "Passwords do not match" }],
    });
  });

  it("an admin's reset marks the account again and ends its sessions", async () => {
    const user = await createdByAdmin();
    await setOwnPassword(suite.app, user, TEMPORARY, "Mine@5678");
    const session = await signIn(suite.app, user.email, "Mine@5678");
    const current = body<{ payload: UserDetail }>(
      await suite.app.inject({ url: `/auth/users/${user.id}`, headers: await suite.as(ADMIN) }),
    ).payload;
    const reset = await suite.app.inject({
      method: "PUT",
      url: `/auth/users/${user.id}`,
      headers: await suite.as(ADMIN),
      payload: {
        userFullName: current.name,
        userEmailId: current.email,
        userMobileNo: current.mobile,
        version: current.version,
        newPassword: "Reset@1234",
        confirmNewPassword: "Reset@1234",
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const me = await suite.app.inject({
      url: "/auth/me",
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(me.statusCode).toBe(401);
    const refused = await passwordGrant(user.email, "Reset@1234");
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toMatchObject({ code: OWN_PASSWORD_REQUIRED });
  });

  it("a user changing its own password keeps it: no mark", async () => {
    const user = await createdByAdmin();
    await setOwnPassword(suite.app, user, TEMPORARY, "Mine@5678");
    const self = {
      authorization: `Bearer ${(await signIn(suite.app, user.email, "Mine@5678")).access_token}`,
    };
    const current = body<{ payload: UserDetail }>(
      await suite.app.inject({ url: `/auth/users/${user.id}`, headers: self }),
    ).payload;
    const changed = await suite.app.inject({
      method: "PUT",
      url: `/auth/users/${user.id}`,
      headers: self,
      payload: {
        userFullName: current.name,
        userEmailId: current.email,
        userMobileNo: current.mobile,
        version: current.version,
        newPassword: "Again@1234",
        confirmNewPassword: "Again@1234",
        currentPassword: "Mine@5678",
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await signIn(suite.app, user.email, "Again@1234");
  });

  it("leaves the demo accounts as they are", async () => {
    await signIn(suite.app, "payments@demo.in");
    const [row] = await suite.database.db
      .select()
      .from(users)
      .where(eq(users.id, demoUserId("payments")));
    expect(row?.mustSetPassword).toBe(false);
  });
});
