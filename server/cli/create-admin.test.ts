import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpDatabase, signIn, startApp, type TestDatabase } from "@server/test-support/test-app";
import { createSuperAdmin } from "./create-admin-service";

let database: TestDatabase;

beforeAll(async () => {
  database = await setUpDatabase({ seed: false });
});

afterAll(async () => {
  await database.close();
});

const input = {
  name: "Kavita Iyer",
  email: "Kavita@Ledgerline.in",
  mobile: "9812345678",
  password: "Str0ng#Pass",
  confirmPassword: "Str0ng#Pass",
};

describe("createSuperAdmin", () => {
  it("creates a super admin who can sign in and sees every admin page", async () => {
    const result = await createSuperAdmin(database.db, input, new Date());
    expect(result).toEqual({ ok: true, id: expect.any(String) });
    const { app } = await startApp(database);
    const tokens = await signIn(app, "kavita@ledgerline.in", "Str0ng#Pass");
    const me = await app.inject({
      url: "/auth/me",
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.json()).toMatchObject({
      payload: { userType: "SUPER_ADMIN", roles: ["ROLE_SUPER_ADMIN"], kind: "ADMIN" },
    });
    await app.close();
  });

  it("refuses a taken e-mail", async () => {
    const result = await createSuperAdmin(database.db, { ...input, mobile: "9812345679" }, new Date());
    expect(result).toEqual({
      ok: false,
      errors: [{ field: "email", message: "An account with this email already exists" }],
    });
  });

  it("applies the admin user form's rules and messages", async () => {
    const result = await createSuperAdmin(
      database.db,
      { name: "", email: "bad", mobile: "123", password: "abc", confirmPassword: "abd" },
      new Date(),
    );
    expect(result).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        { field: "name", message: "Full Name is required" },
        { field: "email", message: "Email must be a valid email address" },
        { field: "mobile", message: "Phone number should be 10 digits" },
        { field: "password", message: "Your password must be at least 5 characters long" },
      ]),
    });
  });
});
