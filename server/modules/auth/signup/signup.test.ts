import { describe, expect, it } from "vitest";
import { auditLog } from "@server/db/schema/index";
import { body, signIn } from "@server/test-support/test-app";
import { seededApp } from "@server/test-support/seeded-app";
import { EMAIL_TAKEN, MOBILE_TAKEN } from "../users/service";

const suite = seededApp();

const signup = (payload: Record<string, unknown>) =>
  suite.app.inject({ method: "POST", url: "/auth/signup", payload });

const valid = {
  name: "  Farida Shaikh ",
  email: "Farida.Shaikh@Example.in",
  mobile: "9811122233",
  password: "Secret@12",
  businessName: "Shaikh Dairy Farm",
};

describe("POST /auth/signup", () => {
  it("registers a merchant of user type USER at NEW_USER, who can then sign in", async () => {
    const response = await signup(valid);
    expect(response.statusCode).toBe(201);
    expect(body(response)).toMatchObject({
      payload: {
        name: "Farida Shaikh",
        email: "farida.shaikh@example.in",
        mobile: "9811122233",
        kind: "MERCHANT",
        userType: "USER",
        roles: [],
        onboardingStatus: "NEW_USER",
        businessName: "Shaikh Dairy Farm",
        version: 1,
      },
    });
    await expect(signIn(suite.app, "farida.shaikh@example.in", "Secret@12")).resolves.toMatchObject({
      token_type: "Bearer",
    });
    const audit = await suite.database.db.select().from(auditLog);
    expect(
      audit.some(
        (entry) => entry.action === "user.signed_up" && JSON.stringify(entry.after).includes("farida"),
      ),
    ).toBe(true);
    expect(JSON.stringify(audit)).not.toContain("Secret@12");
  });

  it("answers 409 with field errors for a taken e-mail or mobile", async () => {
    const response = await signup({ ...valid, email: "anchor@demo.in", mobile: "9876500007" });
    expect(response.statusCode).toBe(409);
    expect(body(response)).toEqual({
      message: EMAIL_TAKEN,
      errors: [
        { field: "email", message: EMAIL_TAKEN },
        { field: "mobile", message: MOBILE_TAKEN },
      ],
    });
  });

  it("validates every field with the form's messages", async () => {
    const response = await signup({ name: "", email: "not-an-email", mobile: "12345", password: "abc" });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({
      message: "Please correct the highlighted fields",
      errors: [
        { field: "name", message: "Name is required" },
        { field: "email", message: "Email must be a valid email address" },
        { field: "mobile", message: "Phone number should be 10 digits" },
        { field: "password", message: "Your password must be at least 5 characters long" },
      ],
    });
  });

  it("treats a whitespace-only name as missing (bodies are trimmed before validation)", async () => {
    const response = await signup({ ...valid, name: "    ", email: "x1@example.in", mobile: "9811122234" });
    expect(body(response)).toMatchObject({ errors: [{ field: "name", message: "Name is required" }] });
  });

  it("rejects over-long fields", async () => {
    const response = await signup({ ...valid, name: "n".repeat(31), password: "p".repeat(31) });
    expect(body(response)).toMatchObject({
      errors: [
        { field: "name", message: "Name cannot be more than 30 characters" },
        { field: "password", message: "Password cannot be more than 30 characters" },
      ],
    });
  });
});
