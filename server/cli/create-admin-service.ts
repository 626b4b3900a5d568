import { randomUUID } from "node:crypto";
import type { FieldError } from "@domain/api/envelope";
import { adminUserCreateSchema } from "@domain/schemas/admin-user";
import { hashPassword } from "@server/auth/passwords";
import { recordAudit } from "@server/audit/audit-log";
import type { Database } from "@server/db/database";
import { users } from "@server/db/schema/index";
import { findContactClashes } from "@server/modules/auth/users/queries";
import { clashErrors } from "@server/modules/auth/users/service";

export type AdminInput = {
  name: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
};

export type CreateAdminResult = { ok: true; id: string } | { ok: false; errors: FieldError[] };

/** Field names of the admin form, as the CLI's flags call them. */
const FLAG_OF: Record<string, string> = {
  fullName: "name",
  userEmail: "email",
  userMobile: "mobile",
  password: "password",
  confirmPassword: "password",
};

/**
 * Creates a super admin (user type SUPER_ADMIN, role ROLE_SUPER_ADMIN) with the admin user form's rules,
 * the way production gets its first user: no demo account exists there.
 */
export async function createSuperAdmin(
  db: Database,
  input: AdminInput,
  now: Date,
): Promise<CreateAdminResult> {
  const parsed = adminUserCreateSchema.safeParse({
    fullName: input.name,
    userEmail: input.email,
    userMobile: input.mobile,
    roles: ["ROLE_SUPER_ADMIN"],
    password: input.password,
    confirmPassword: input.confirmPassword,
  });
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? "input");
      return { field: FLAG_OF[field] ?? field, message: issue.message };
    });
    return { ok: false, errors };
  }
  const email = parsed.data.userEmail.toLowerCase();
  const mobile = parsed.data.userMobile;
  const clashes = clashErrors(await findContactClashes(db, email, mobile));
  if (clashes.length > 0) return { ok: false, errors: clashes };
  const id = randomUUID();
  const passwordHash = await hashPassword(parsed.data.password);
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id,
      kind: "ADMIN",
      name: parsed.data.fullName,
      email,
      mobile,
      passwordHash,
      userType: "SUPER_ADMIN",
      roles: ["ROLE_SUPER_ADMIN"],
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorId: null,
      action: "user.created_by_cli",
      entity: "user",
      entityId: id,
      after: { name: parsed.data.fullName, email, mobile, userType: "SUPER_ADMIN" },
      at: now,
    });
  });
  return { ok: true, id };
}
