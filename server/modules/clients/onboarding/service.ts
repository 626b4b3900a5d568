import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { MAY_NOT_GRANT } from "@domain/api/admin-users";
import type {
  MerchantOnboardingResponse,
  MerchantOnboardingValues,
  MerchantTerms,
  UserBankAccount,
} from "@domain/api/merchant-onboarding";
import { mayGrantUserType } from "@domain/access/user-rank";
import { recordAudit } from "@server/audit/audit-log";
import type { Executor } from "@server/db/database";
import { merchantTerms, userBankAccounts, users } from "@server/db/schema/index";
import { forbidden, notFound } from "@server/http/errors";
import { withFreeContacts } from "@server/modules/auth/users/free-contacts";
import { findScopedUser } from "@server/modules/auth/users/queries";
import { USER_NOT_FOUND } from "@server/modules/auth/users/service";
import { bankNameOf } from "../ifsc-bank";
import { assertLenderExists } from "../known-lender";
import type { ClientContext } from "../programmes/service";

const percentOrNull = (value: string | null) => (value === null ? null : Number(value));

async function termsOf(db: Executor, userId: string): Promise<MerchantTerms> {
  const [row] = await db.select().from(merchantTerms).where(eq(merchantTerms.userId, userId));
  if (!row) throw notFound(USER_NOT_FOUND);
  return {
    loanTenureMonths: row.loanTenureMonths,
    processingFeePercent: percentOrNull(row.processingFeePercent),
    simpleInterestPercent: percentOrNull(row.simpleInterestPercent),
    penalInterestPercent: percentOrNull(row.penalInterestPercent),
    isSupplier: row.isSupplier,
  };
}

async function bankAccountOf(db: Executor, userId: string): Promise<UserBankAccount | null> {
  const [row] = await db.select().from(userBankAccounts).where(eq(userBankAccounts.userId, userId)).limit(1);
  if (!row) return null;
  const { id, accountNumber, ifsc, bankName, accountHolderName, isPrimary } = row;
  return { id, accountNumber, ifsc, bankName, accountHolderName, isPrimary };
}

/**
 * Onboards a merchant from the admin user operations form in one transaction: the user (signing in by OTP;
 * its lender's NBFC users see it), its terms and, when given, its bank account, whose bank name comes from
 * the IFSC directory. Audited; a known e-mail or mobile answers 409.
 */
export async function onboardMerchant(
  { db, now, principal }: ClientContext,
  input: MerchantOnboardingValues,
): Promise<MerchantOnboardingResponse> {
  if (!mayGrantUserType(principal, input.userType)) throw forbidden(MAY_NOT_GRANT);
  if (input.lenderId) await assertLenderExists(db, input.lenderId, "lenderId");
  const bankName = input.accountNumber && input.ifsc ? bankNameOf(input.ifsc) : null;
  const email = input.email.toLowerCase();
  const id = randomUUID();
  const stamps = { createdAt: now, updatedAt: now };
  return withFreeContacts(db, { email, mobile: input.mobile }, () =>
    db.transaction(async (tx) => {
      await tx.insert(users).values({
        id,
        kind: "MERCHANT",
        name: input.fullName,
        email,
        mobile: input.mobile,
        userType: input.userType,
        roles: [],
        lenderId: input.lenderId || null,
        businessName: input.businessName,
        onboardingStatus: "NEW_USER",
        ...stamps,
      });
      await tx.insert(merchantTerms).values({
        userId: id,
        loanTenureMonths: input.loanTenure ?? null,
        processingFeePercent: input.processingFeeKfs ?? null,
        simpleInterestPercent: input.simpleInterest ?? null,
        penalInterestPercent: input.penalInterest ?? null,
        isSupplier: input.isSupplier,
        ...stamps,
      });
      if (bankName && input.accountNumber && input.ifsc) {
        await tx.insert(userBankAccounts).values({
          id: randomUUID(),
          userId: id,
          accountNumber: input.accountNumber,
          ifsc: input.ifsc,
          bankName,
          accountHolderName: input.accountHolderName || null,
          isPrimary: input.isPrimary,
          ...stamps,
        });
      }
      const user = await findScopedUser(tx, { level: "platform" }, id);
      if (!user) throw notFound(USER_NOT_FOUND);
      const onboarded = { user, terms: await termsOf(tx, id), bankAccount: await bankAccountOf(tx, id) };
      await recordAudit(tx, {
        actorId: principal.id,
        action: "user.onboarded",
        entity: "user",
        entityId: id,
        after: onboarded,
        at: now,
      });
      return onboarded;
    }),
  );
}
