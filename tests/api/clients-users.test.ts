import { MAY_NOT_MOVE_TENANCY } from "@domain/api/admin-users";
import type { UserDetail } from "@domain/api/users";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { demoUserId } from "@server/db/seed/demo-data";
import { DEMO_LENDERS } from "@server/db/seed/demo-organisations";
import { auditLog, users } from "@server/db/schema/index";
import { setOwnPassword } from "@server/test-support/own-password";
import { bearer, signIn } from "@server/test-support/test-app";
import { ADMIN, clientsKit, MERCHANT, NBFC, OPS, SUPERADMIN } from "./clients-kit";

const kit = clientsKit();
const [shree, kaveri] = DEMO_LENDERS;
const URL = "/auth/users";

let serial = 0;
/** A valid create form with contacts no other user has. */
const newUser = (roles: string[], extra: object = {}) => {
  serial += 1;
  return {
    fullName: `New User ${serial}`,
    userEmail: `new${serial}@staff.in`,
    userMobile: `70000100${String(serial).padStart(2, "0")}`,
    roles,
    password: "secret1",
    confirmPassword: "secret1",
    ...extra,
  };
};

/** The password a new user sets for itself in place of the admin's temporary one. */
const OWN = "own-pass1";

/** A user an admin creates, whose user then sets its own password `OWN` (its version moves on). */
async function activeUser(form: ReturnType<typeof newUser>): Promise<UserDetail> {
  const created = await kit.okPayload<UserDetail>(ADMIN, "POST", URL, form);
  await setOwnPassword(kit.app, created, form.password, OWN);
  return kit.okPayload<UserDetail>(ADMIN, "GET", `${URL}/${created.id}`);
}

const editForm = (user: UserDetail, extra: object = {}) => ({
  userFullName: user.name,
  userEmailId: user.email,
  userMobileNo: user.mobile,
  version: user.version,
  ...extra,
});

const auditOf = (id: string, action: string) =>
  kit.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)))
    .orderBy(auditLog.id);

describe("admin user create", () => {
  it("creates a user whose roles make its type, with a hashed temporary password it replaces before signing in, audited", async () => {
    const form = newUser(["ROLE_PAYMENT_USER", "ROLE_COLLECTION_USER"]);
    const created = await kit.okPayload<UserDetail>(ADMIN, "POST", URL, form);
    expect(created).toMatchObject({
      name: form.fullName,
      email: form.userEmail,
      mobile: form.userMobile,
      kind: "ADMIN",
      userType: "OPS",
      roles: form.roles,
      lenderId: null,
    });
    const [row] = await kit.database.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({
      passwordHash: expect.stringMatching(/^\$argon2id\$/),
      mustSetPassword: true,
    });
    const shown = await kit.okPayload<UserDetail>(ADMIN, "GET", `${URL}/${created.id}`);
    expect(shown).toMatchObject({ id: created.id, userType: "OPS", version: 1 });
    await setOwnPassword(kit.app, created, "secret1", OWN);
    await signIn(kit.app, form.userEmail, OWN);
    const [entry] = await auditOf(created.id, "user.created");
    expect(entry).toMatchObject({ actorId: demoUserId("admin"), after: { userType: "OPS" } });
    expect(JSON.stringify(entry?.after)).not.toMatch(/argon2|secret1/);
  });

  it("gives an NBFC user its lender, which must be named and exist", async () => {
    const created = await kit.okPayload<UserDetail>(
      ADMIN,
      "POST",
      URL,
      newUser(["ROLE_NBFC_USER"], { lenderId: shree.id }),
    );
    expect(created).toMatchObject({ userType: "NBFC", lenderId: shree.id, lenderName: shree.name });
    const missing = await kit.fails(400, ADMIN, "POST", URL, newUser(["ROLE_NBFC_USER"]));
    expect(missing.errors).toEqual([{ field: "lenderId", message: "Lender is required for an NBFC user" }]);
    const unknown = await kit.fails(
      400,
      ADMIN,
      "POST",
      URL,
      newUser(["ROLE_NBFC_USER"], { lenderId: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(unknown.errors).toEqual([{ field: "lenderId", message: "No lender has this id" }]);
  });

  it("answers the spec's messages", async () => {
    const invalid = await kit.fails(400, ADMIN, "POST", URL, {
      fullName: "",
      userEmail: "x".repeat(26) + "@a.in",
      userMobile: "98765",
      roles: [],
      password: "abc",
      confirmPassword: "abd",
    });
    expect(invalid.errors).toEqual(
      expect.arrayContaining([
        { field: "fullName", message: "Full Name is required" },
        { field: "userEmail", message: "Email cannot be more than 30 characters" },
        { field: "userMobile", message: "Phone number should be 10 digits" },
        { field: "roles", message: "Role is required" },
        { field: "password", message: "Your password must be at least 5 characters long" },
      ]),
    );
    const long = await kit.fails(400, ADMIN, "POST", URL, {
      ...newUser(["ROLE_USER"]),
      fullName: "x".repeat(31),
    });
    expect(long.errors).toEqual([
      { field: "fullName", message: "Full Name cannot be more than 30 characters" },
    ]);
    const mismatch = await kit.fails(400, ADMIN, "POST", URL, {
      ...newUser(["ROLE_USER"]),
      confirmPassword: "other1",
    });
    expect(mismatch.errors).toEqual([{ field: "confirmPassword", message: "Passwords do not match" }]);
    const noEmail = await kit.fails(400, ADMIN, "POST", URL, { ...newUser(["ROLE_USER"]), userEmail: "" });
    expect(noEmail.errors).toEqual([{ field: "userEmail", message: "Email is required" }]);
  });

  it("refuses a duplicate e-mail or mobile with 409", async () => {
    const taken = await kit.fails(409, ADMIN, "POST", URL, {
      ...newUser(["ROLE_USER"]),
      userEmail: "OPS@demo.in",
    });
    expect(taken.errors).toEqual([{ field: "email", message: "An account with this email already exists" }]);
  });

  it("creates only strictly lower ranks: an OPS user no admin, an ADMIN no ADMIN", async () => {
    expect((await kit.fails(403, OPS, "POST", URL, newUser(["ROLE_ADMIN"]))).message).toBe(
      "You may only create or give a user type of a lower rank than yours",
    );
    await kit.fails(403, OPS, "POST", URL, newUser(["ROLE_USER"]));
    await kit.fails(403, ADMIN, "POST", URL, newUser(["ROLE_ADMIN"]));
    await kit.fails(403, ADMIN, "POST", URL, newUser(["ROLE_SUPER_ADMIN"]));
    const admin = await kit.okPayload<UserDetail>(SUPERADMIN, "POST", URL, newUser(["ROLE_ADMIN"]));
    expect(admin.userType).toBe("ADMIN");
    await kit.fails(403, NBFC, "POST", URL, newUser(["ROLE_USER"]));
    await kit.fails(403, MERCHANT, "POST", URL, newUser(["ROLE_USER"]));
  });
});

describe("admin user edit", () => {
  it("changes name and contacts and, from an admin, a new temporary password the user replaces before signing in", async () => {
    const created = await kit.okPayload<UserDetail>(ADMIN, "POST", URL, newUser(["ROLE_USER"]));
    const edited = await kit.okPayload<UserDetail>(
      ADMIN,
      "PUT",
      `${URL}/${created.id}`,
      editForm(created, {
        userFullName: "Renamed User",
        userEmailId: "Renamed@Staff.in",
        newPassword: "fresh-pass",
        confirmNewPassword: "fresh-pass",
      }),
    );
    expect(edited).toMatchObject({ name: "Renamed User", email: "renamed@staff.in", version: 2 });
    await setOwnPassword(kit.app, edited, "fresh-pass", OWN);
    await signIn(kit.app, "renamed@staff.in", OWN);
    const [entry] = await auditOf(created.id, "user.password_reset");
    expect(entry?.after).toMatchObject({ email: "renamed@staff.in" });
    await kit.fails(409, ADMIN, "PUT", `${URL}/${created.id}`, editForm(created));
  });

  it("answers the spec's edit messages", async () => {
    const ops = await kit.okPayload<UserDetail>(ADMIN, "GET", `${URL}/${demoUserId("payments")}`);
    const invalid = await kit.fails(400, ADMIN, "PUT", `${URL}/${ops.id}`, {
      ...editForm(ops),
      userFullName: "",
      userMobileNo: "12",
      newPassword: "abc",
      confirmNewPassword: "abc",
    });
    expect(invalid.errors).toEqual(
      expect.arrayContaining([
        { field: "userFullName", message: "Full Name is required" },
        { field: "userMobileNo", message: "Phone number should be 10 digits" },
        { field: "newPassword", message: "Your password must be at least 5 characters long" },
      ]),
    );
    const mismatch = await kit.fails(400, ADMIN, "PUT", `${URL}/${ops.id}`, {
      ...editForm(ops),
      newPassword: "abcde",
      confirmNewPassword: "abcdf",
    });
    expect(mismatch.errors).toEqual([{ field: "confirmNewPassword", message: "Passwords do not match" }]);
  });

  it("a role change is audited before and after and ends every session of the user", async () => {
    const form = newUser(["ROLE_USER"]);
    const created = await activeUser(form);
    const session = await signIn(kit.app, form.userEmail, OWN);
    const edited = await kit.okPayload<UserDetail>(
      ADMIN,
      "PUT",
      `${URL}/${created.id}`,
      editForm(created, { roles: ["ROLE_NBFC_USER"], lenderId: shree.id }),
    );
    expect(edited).toMatchObject({ roles: ["ROLE_NBFC_USER"], userType: "NBFC", lenderId: shree.id });
    expect(
      (await kit.app.inject({ url: "/auth/me", headers: bearer(session.access_token) })).statusCode,
    ).toBe(401);
    const refresh = await kit.app.inject({
      method: "POST",
      url: "/auth/oauth/token",
      payload: { grant_type: "refresh_token", refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const [entry] = await auditOf(created.id, "user.roles_changed");
    expect(entry).toMatchObject({
      actorId: demoUserId("admin"),
      before: { roles: ["ROLE_USER"], userType: "OPS" },
      after: { roles: ["ROLE_NBFC_USER"], userType: "NBFC" },
    });
    const back = await kit.okPayload<UserDetail>(
      ADMIN,
      "PUT",
      `${URL}/${created.id}`,
      editForm(edited, { roles: ["ROLE_PAYMENT_USER"] }),
    );
    expect(back).toMatchObject({ userType: "OPS", lenderId: null });
  });

  it("a move to another lender needs a higher rank, is audited as a tenancy change and ends the user's sessions", async () => {
    const form = newUser(["ROLE_NBFC_USER"], { lenderId: shree.id });
    const created = await activeUser(form);
    const session = await signIn(kit.app, form.userEmail, OWN);
    const peer = await kit.fails(
      403,
      OPS,
      "PUT",
      `${URL}/${created.id}`,
      editForm(created, { lenderId: kaveri.id }),
    );
    expect(peer.message).toBe(MAY_NOT_MOVE_TENANCY);
    const unchanged = await kit.okPayload<UserDetail>(ADMIN, "GET", `${URL}/${created.id}`);
    expect(unchanged).toMatchObject({ lenderId: shree.id, version: created.version });
    expect(
      (await kit.app.inject({ url: "/auth/me", headers: bearer(session.access_token) })).statusCode,
    ).toBe(200);

    const moved = await kit.okPayload<UserDetail>(
      ADMIN,
      "PUT",
      `${URL}/${created.id}`,
      editForm(created, { lenderId: kaveri.id }),
    );
    expect(moved).toMatchObject({ userType: "NBFC", lenderId: kaveri.id });
    expect(
      (await kit.app.inject({ url: "/auth/me", headers: bearer(session.access_token) })).statusCode,
    ).toBe(401);
    const [entry] = await auditOf(created.id, "user.tenancy_changed");
    expect(entry).toMatchObject({ before: { lenderId: shree.id }, after: { lenderId: kaveri.id } });
  });

  it("keeps the rank rule: no promotion to one's own rank, no own roles, nothing above one's rank", async () => {
    const payments = await kit.okPayload<UserDetail>(ADMIN, "GET", `${URL}/${demoUserId("payments")}`);
    await kit.fails(
      403,
      ADMIN,
      "PUT",
      `${URL}/${payments.id}`,
      editForm(payments, { roles: ["ROLE_ADMIN"] }),
    );
    await kit.fails(403, OPS, "PUT", `${URL}/${payments.id}`, editForm(payments, { roles: ["ROLE_USER"] }));
    const admin = await kit.okPayload<UserDetail>(ADMIN, "GET", `${URL}/${demoUserId("admin")}`);
    expect(
      (await kit.fails(403, ADMIN, "PUT", `${URL}/${admin.id}`, editForm(admin, { roles: ["ROLE_USER"] })))
        .message,
    ).toBe("You may not change your own roles");
    const superAdmin = await kit.okPayload<UserDetail>(
      SUPERADMIN,
      "GET",
      `${URL}/${demoUserId("superadmin")}`,
    );
    await kit.fails(
      403,
      ADMIN,
      "PUT",
      `${URL}/${superAdmin.id}`,
      editForm(superAdmin, { userFullName: "X" }),
    );
    await kit.fails(
      403,
      OPS,
      "PUT",
      `${URL}/${payments.id}`,
      editForm(payments, { newPassword: "hijack1", confirmNewPassword: "hijack1" }),
    );
    const merchant = await kit.fails(400, ADMIN, "PUT", `${URL}/${demoUserId("merchant")}`, {
      userFullName: "M",
      userEmailId: "merchant@demo.in",
      userMobileNo: "9876500007",
      version: 1,
    });
    expect(merchant.message).toBe("This form edits admin users; change a merchant's details on its profile");
  });

  it("an own password change needs the current password", async () => {
    const form = newUser(["ROLE_USER"]);
    await activeUser(form);
    const self = bearer((await signIn(kit.app, form.userEmail, OWN)).access_token);
    const me = (await kit.app.inject({ url: "/auth/me", headers: self })).json<{ payload: { id: string } }>()
      .payload;
    const detail = (await kit.app.inject({ url: `${URL}/${me.id}`, headers: self })).json<{
      payload: UserDetail;
    }>().payload;
    const change = editForm(detail, { newPassword: "another1", confirmNewPassword: "another1" });
    const without = await kit.app.inject({
      method: "PUT",
      url: `${URL}/${me.id}`,
      headers: self,
      payload: change,
    });
    expect(without.statusCode).toBe(400);
    const proven = await kit.app.inject({
      method: "PUT",
      url: `${URL}/${me.id}`,
      headers: self,
      payload: { ...change, currentPassword: OWN },
    });
    expect(proven.statusCode, proven.body).toBe(200);
    await signIn(kit.app, form.userEmail, "another1");
  });
});
