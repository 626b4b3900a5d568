import type { Database } from "@server/db/database";
import { conflict } from "@server/http/errors";
import { isUniqueViolation } from "@server/db/unique-violation";
import { findContactClashes } from "./queries";
import { clashErrors, EMAIL_TAKEN } from "./service";

async function assertFree(db: Database, email: string, mobile: string, exceptId?: string): Promise<void> {
  const errors = clashErrors(await findContactClashes(db, email, mobile, exceptId));
  if (errors.length > 0) throw conflict(errors[0]?.message ?? EMAIL_TAKEN, errors);
}

/**
 * Runs a write that gives a user this e-mail and mobile: 409 with the field errors when another user has
 * either, also when two writes race for them (the unique indexes decide).
 */
export async function withFreeContacts<T>(
  db: Database,
  contacts: { email: string; mobile: string; exceptId?: string },
  write: () => Promise<T>,
): Promise<T> {
  await assertFree(db, contacts.email, contacts.mobile, contacts.exceptId);
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await assertFree(db, contacts.email, contacts.mobile, contacts.exceptId);
    throw error;
  }
}
