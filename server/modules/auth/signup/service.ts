import { randomUUID } from "node:crypto";
import type { UserDetail } from "@domain/api/users";
import { hashPassword } from "@server/auth/passwords";
import { recordAudit } from "@server/audit/audit-log";
import type { Database } from "@server/db/database";
import { users } from "@server/db/schema/index";
import { isUniqueViolation } from "@server/db/unique-violation";
import { conflict } from "@server/http/errors";
import { findContactClashes, findScopedUser } from "../users/queries";
import { clashErrors, EMAIL_TAKEN } from "../users/service";

export type SignupInput = {
  name: string;
  email: string;
  mobile: string;
  password: string;
  businessName?: string | undefined;
};

/** Registers a merchant of user type USER at onboarding status NEW_USER. */
export async function signup(db: Database, input: SignupInput, now: Date): Promise<UserDetail> {
  const email = input.email.toLowerCase();
  const errors = clashErrors(await findContactClashes(db, email, input.mobile));
  if (errors.length > 0) throw conflict(errors[0]?.message ?? EMAIL_TAKEN, errors);
  const id = randomUUID();
  const passwordHash = await hashPassword(input.password);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(users).values({
        id,
        kind: "MERCHANT",
        name: input.name,
        email,
        mobile: input.mobile,
        passwordHash,
        userType: "USER",
        roles: [],
        businessName: input.businessName || null,
        onboardingStatus: "NEW_USER",
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, {
        actorId: null,
        action: "user.signed_up",
        entity: "user",
        entityId: id,
        after: {
          name: input.name,
          email,
          mobile: input.mobile,
          userType: "USER",
          onboardingStatus: "NEW_USER",
        },
        at: now,
      });
    });
  } catch (error) {
    // Two sign-ups racing for the same e-mail or mobile: the unique index decides.
    if (isUniqueViolation(error))
      throw conflict(EMAIL_TAKEN, clashErrors(await findContactClashes(db, email, input.mobile)));
    throw error;
  }
  const created = await findScopedUser(db, { level: "merchant", userId: id }, id);
  if (!created) throw new Error("Signed-up user vanished");
  return created;
}
