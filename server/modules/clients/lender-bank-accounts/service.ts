import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  BANK_ACCOUNT_CHECKED_FIELDS,
  BANK_ACCOUNT_NOT_ACTIVE,
  BANK_ACCOUNT_NOT_FOUND,
  BANK_ACCOUNT_TAKEN,
  type LenderBankAccountDetail,
  STALE_BANK_ACCOUNT,
} from "@domain/api/lender-bank-accounts";
import type { AccountType } from "@domain/enums/finance";
import type { Principal } from "@server/auth/principal";
import { scopeOf } from "@server/auth/tenancy";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { lenderBankAccounts } from "@server/db/schema/index";
import type { FieldChange } from "@server/db/schema/pending-changes";
import { conflict, notFound } from "@server/http/errors";
import { conflictOnDuplicate } from "@server/http/unique-conflict";
import type { KycProvider } from "@server/integrations/kyc/kyc-provider";
import { bankNameOf } from "../ifsc-bank";
import { assertLenderExists } from "../known-lender";
import { checkedChanges, proposeChange } from "../pending-changes/propose";
import { openChangeFor } from "../pending-changes/queries";
import type { ClientContext } from "../programmes/service";
import { findScopedBankAccount, updateBankAccountAt } from "./queries";

type AccountFields = {
  accountNumber: string;
  ifsc: string;
  accountHolderName: string;
  accountType: AccountType;
};

/** The bank and branch an IFSC names in the directory; an IFSC no branch has answers 400. */
async function branchOf(kyc: KycProvider, ifsc: string) {
  return { bankName: bankNameOf(ifsc), branchName: await kyc.ifscBranch(ifsc) };
}

export async function bankAccountDetail(
  db: Executor,
  principal: Principal,
  id: string,
): Promise<LenderBankAccountDetail> {
  const account = await findScopedBankAccount(db, scopeOf(principal), id);
  if (!account) throw notFound(BANK_ACCOUNT_NOT_FOUND);
  return { ...account, pendingChange: await openChangeFor(db, "lender_bank_account", id) };
}

/**
 * A new account of a lender, its bank and branch names from the IFSC, audited. It starts PENDING, with its
 * creation as a pending change (every field from nothing, and the status to ACTIVE): money may be sent to it
 * only once another staff user approves (a new payee account is the classic fraud vector).
 */
export async function createBankAccount(
  { db, now, principal }: ClientContext,
  kyc: KycProvider,
  input: AccountFields & { lender: string },
): Promise<LenderBankAccountDetail> {
  await assertLenderExists(db, input.lender, "lender");
  const names = await branchOf(kyc, input.ifsc);
  const id = randomUUID();
  const created = db.transaction(async (tx) => {
    await tx.insert(lenderBankAccounts).values({
      id,
      lenderId: input.lender,
      accountNumber: input.accountNumber,
      ifsc: input.ifsc,
      accountHolderName: input.accountHolderName,
      accountType: input.accountType,
      ...names,
      status: "PENDING",
      createdAt: now,
      updatedAt: now,
    });
    const fields = await bankAccountDetail(tx, principal, id);
    await recordAudit(tx, {
      actorId: principal.id,
      action: "lender_bank_account.created",
      entity: "lender_bank_account",
      entityId: id,
      after: fields,
      at: now,
    });
    const changes = [...BANK_ACCOUNT_CHECKED_FIELDS, "status" as const].map((field) => ({
      field,
      before: null,
      after: field === "status" ? "ACTIVE" : fields[field],
    }));
    await proposeChange(tx, {
      entity: "lender_bank_account",
      entityId: id,
      anchorId: null,
      lenderId: input.lender,
      changes,
      baseVersion: fields.version,
      proposedBy: principal.id,
      proposedAt: now,
    });
    return bankAccountDetail(tx, principal, id);
  });
  return created.catch(conflictOnDuplicate("lender_bank_accounts_account_unique", BANK_ACCOUNT_TAKEN));
}

/**
 * Proposes a change to an account at the version read (409 if stale): nothing changes until another staff
 * user approves it. Bank and branch names follow the IFSC.
 */
export async function proposeBankAccountChange(
  { db, now, principal }: ClientContext,
  kyc: KycProvider,
  id: string,
  input: AccountFields & { version: number },
): Promise<LenderBankAccountDetail> {
  const before = await findScopedBankAccount(db, scopeOf(principal), id);
  if (!before) throw notFound(BANK_ACCOUNT_NOT_FOUND);
  if (before.version !== input.version) throw conflict(STALE_BANK_ACCOUNT);
  if (before.status !== "ACTIVE") throw conflict(BANK_ACCOUNT_NOT_ACTIVE);
  const names = await branchOf(kyc, input.ifsc);
  const changes = checkedChanges(before, { ...input, ...names }, BANK_ACCOUNT_CHECKED_FIELDS);
  if (changes.length > 0) {
    await db.transaction((tx) =>
      proposeChange(tx, {
        entity: "lender_bank_account",
        entityId: id,
        anchorId: null,
        lenderId: before.lenderId,
        changes,
        baseVersion: before.version,
        proposedBy: principal.id,
        proposedAt: now,
      }),
    );
  }
  return bankAccountDetail(db, principal, id);
}

/** Applies an approved account change (or creation, which makes it ACTIVE) at the version it was proposed against. */
export const applyBankAccountChange = (
  tx: Executor,
  id: string,
  baseVersion: number,
  changes: readonly FieldChange[],
  now: Date,
) =>
  updateBankAccountAt(
    tx,
    id,
    baseVersion,
    Object.fromEntries(changes.map((change) => [change.field, change.after])),
    now,
  );

/** A rejected creation leaves the account REJECTED: never a payee, and no later change revives it. */
export const rejectBankAccountChange = async (
  tx: Executor,
  id: string,
  changes: readonly FieldChange[],
  now: Date,
): Promise<void> => {
  if (!changes.some((change) => change.field === "status")) return;
  await tx
    .update(lenderBankAccounts)
    .set({ status: "REJECTED", updatedAt: now })
    .where(eq(lenderBankAccounts.id, id));
};
