import { describe, expect, it } from "vitest";
import { adminLoginSchema, adminUserCreateSchema, adminUserEditSchema } from "./admin-user";
import { messageAt, parseValid } from "./test-helpers";

describe("adminUserCreateSchema", () => {
  const valid = {
    fullName: "Asha Menon",
    userEmail: "asha@demo.in",
    userMobile: "9876543210",
    roles: ["ROLE_PAYMENT_USER"],
    password: "Demo@1234",
    confirmPassword: "Demo@1234",
  };

  it("accepts a valid user", () => {
    expect(parseValid(adminUserCreateSchema, valid)).toEqual(valid);
  });

  it("shows the spec's messages", () => {
    expect(messageAt(adminUserCreateSchema, { ...valid, fullName: "" }, "fullName")).toBe(
      "Full Name is required",
    );
    expect(messageAt(adminUserCreateSchema, { ...valid, fullName: "x".repeat(31) }, "fullName")).toBe(
      "Full Name cannot be more than 30 characters",
    );
    expect(messageAt(adminUserCreateSchema, { ...valid, userEmail: "" }, "userEmail")).toBe(
      "Email is required",
    );
    expect(
      messageAt(adminUserCreateSchema, { ...valid, userEmail: `${"a".repeat(25)}@demo.in` }, "userEmail"),
    ).toBe("Email cannot be more than 30 characters");
    expect(messageAt(adminUserCreateSchema, { ...valid, userEmail: "asha" }, "userEmail")).toBe(
      "Email must be a valid email address",
    );
    expect(messageAt(adminUserCreateSchema, { ...valid, userMobile: "98765" }, "userMobile")).toBe(
      "Phone number should be 10 digits",
    );
    expect(messageAt(adminUserCreateSchema, { ...valid, roles: [] }, "roles")).toBe("Role is required");
    expect(messageAt(adminUserCreateSchema, { ...valid, roles: undefined }, "roles")).toBe(
      "Role is required",
    );
    expect(messageAt(adminUserCreateSchema, { ...valid, roles: ["ROLE_GOD"] }, "roles.0")).toBe(
      "Please select one option",
    );
    expect(messageAt(adminUserCreateSchema, { ...valid, password: "" }, "password")).toBe(
      "Password is required",
    );
    expect(
      messageAt(adminUserCreateSchema, { ...valid, password: "abcd", confirmPassword: "abcd" }, "password"),
    ).toBe("Your password must be at least 5 characters long");
    expect(messageAt(adminUserCreateSchema, { ...valid, confirmPassword: "" }, "confirmPassword")).toBe(
      "Confirm Password is required",
    );
  });

  it("requires the confirmation to equal the password, even while other fields are invalid", () => {
    expect(
      messageAt(adminUserCreateSchema, { ...valid, confirmPassword: "Demo@12345" }, "confirmPassword"),
    ).toBe("Passwords do not match");
    expect(
      messageAt(
        adminUserCreateSchema,
        { ...valid, fullName: "", confirmPassword: "other" },
        "confirmPassword",
      ),
    ).toBe("Passwords do not match");
  });
});

describe("adminUserEditSchema", () => {
  const valid = { userFullName: "Asha Menon", userEmailId: "asha@demo.in", userMobileNo: "9876543210" };

  it("accepts an edit without a password change, or with a matching new password", () => {
    expect(parseValid(adminUserEditSchema, valid)).toEqual(valid);
    expect(adminUserEditSchema.safeParse({ ...valid, newPassword: "", confirmNewPassword: "" }).success).toBe(
      true,
    );
    expect(
      adminUserEditSchema.safeParse({ ...valid, newPassword: "Secret1", confirmNewPassword: "Secret1" })
        .success,
    ).toBe(true);
  });

  it("shows its messages", () => {
    expect(messageAt(adminUserEditSchema, { ...valid, userFullName: "" }, "userFullName")).toBe(
      "Full Name is required",
    );
    expect(messageAt(adminUserEditSchema, { ...valid, userEmailId: "" }, "userEmailId")).toBe(
      "Email is required",
    );
    expect(messageAt(adminUserEditSchema, { ...valid, userMobileNo: "12345" }, "userMobileNo")).toBe(
      "Phone number should be 10 digits",
    );
    expect(
      messageAt(
        adminUserEditSchema,
        { ...valid, newPassword: "abc", confirmNewPassword: "abc" },
        "newPassword",
      ),
    ).toBe("Your password must be at least 5 characters long");
    expect(
      messageAt(
        adminUserEditSchema,
        { ...valid, newPassword: "x".repeat(31), confirmNewPassword: "" },
        "newPassword",
      ),
    ).toBe("New Password cannot be more than 30 characters");
    expect(
      messageAt(
        adminUserEditSchema,
        { ...valid, newPassword: "Secret1", confirmNewPassword: "Secret2" },
        "confirmNewPassword",
      ),
    ).toBe("Passwords do not match");
    expect(messageAt(adminUserEditSchema, { ...valid, newPassword: "Secret1" }, "confirmNewPassword")).toBe(
      "Passwords do not match",
    );
  });
});

describe("adminLoginSchema", () => {
  it("accepts a username and password and shows the login messages", () => {
    expect(parseValid(adminLoginSchema, { username: "admin@demo.in", password: "Demo@1234" })).toEqual({
      username: "admin@demo.in",
      password: "Demo@1234",
    });
    expect(messageAt(adminLoginSchema, { username: "", password: "x" }, "username")).toBe(
      "Username is required",
    );
    expect(messageAt(adminLoginSchema, { username: "u", password: "" }, "password")).toBe(
      "Password is required",
    );
    expect(messageAt(adminLoginSchema, { username: "u".repeat(31), password: "x" }, "username")).toBe(
      "Username cannot be more than 30 characters",
    );
    expect(messageAt(adminLoginSchema, { username: "u", password: "p".repeat(31) }, "password")).toBe(
      "Password cannot be more than 30 characters",
    );
  });
});
