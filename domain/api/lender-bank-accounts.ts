import { ACCOUNT_TYPES } from "@domain/enums/finance";
import { required } from "@domain/schemas/form-messages";
import { lenderBankAccountSchema } from "@domain/schemas/bank-account";
import { z } from "zod";
import { clientListQuery, pagedAnswer } from "./client-lists";
import { recordStampShape } from "./counterparties";
import { withPendingShape } from "./pending-changes";

export const BANK_ACCOUNT_NOT_FOUND = "Bank account not found";
export const BANK_ACCOUNT_TAKEN =
  "This bank account is already recorded: an account number at one IFSC is one account";
export const STALE_BANK_ACCOUNT = "This bank account was changed by someone else; reload it and try again";
export const BANK_ACCOUNT_NOT_ACTIVE =
  "This bank account is not approved; approve its creation first, or add it again if it was rejected";

/**
 * A new account waits (PENDING) for a second staff user's approval before money may be sent to it (ACTIVE);
 * a rejected one stays REJECTED.
 */
export const BANK_ACCOUNT_STATUSES = ["PENDING", "ACTIVE", "REJECTED"] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];

/**
 * `POST /user/lender/bank-accounts`: the form without the bank and branch names, which the server fills from
 * the IFSC directory (the bank name is not editable).
 */
export const lenderBankAccountCreateRequestSchema = lenderBankAccountSchema.omit({
  bankName: true,
  branchName: true,
});
export type LenderBankAccountCreateRequest = z.input<typeof lenderBankAccountCreateRequestSchema>;

/** `PUT /user/lender/bank-accounts/:id`: the same fields at the version read; the change waits for approval. */
export const lenderBankAccountUpdateRequestSchema = lenderBankAccountCreateRequestSchema
  .omit({ lender: true })
  .extend({
    version: z
      .number({ error: required("Version") })
      .int()
      .positive(),
  });
export type LenderBankAccountUpdateRequest = z.input<typeof lenderBankAccountUpdateRequestSchema>;

/** Every field of a bank account change waits for a second staff user's approval (maker-checker). */
export const BANK_ACCOUNT_CHECKED_FIELDS = [
  "accountNumber",
  "ifsc",
  "accountHolderName",
  "bankName",
  "accountType",
  "branchName",
] as const;

export const BANK_ACCOUNT_SORT_FIELDS = ["accountHolderName", "bankName", "createdAt"] as const;

/** `GET /user/lender/bank-accounts`: paged, sorted, searched by holder name, filtered by lender and status. */
export const lenderBankAccountListQuerySchema = clientListQuery(
  BANK_ACCOUNT_SORT_FIELDS,
  "-createdAt",
).extend({
  lenderId: z.guid("Lender id must be a UUID").optional(),
  status: z
    .enum(BANK_ACCOUNT_STATUSES, { error: `Status must be one of ${BANK_ACCOUNT_STATUSES.join(", ")}` })
    .optional(),
});
export type LenderBankAccountListQuery = z.output<typeof lenderBankAccountListQuerySchema>;

export const lenderBankAccountItemSchema = z.object({
  id: z.string(),
  lenderId: z.string(),
  lenderName: z.string(),
  accountNumber: z.string(),
  ifsc: z.string(),
  accountHolderName: z.string(),
  bankName: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  branchName: z.string().nullable(),
  status: z.enum(BANK_ACCOUNT_STATUSES),
  ...recordStampShape,
});
export type LenderBankAccountItem = z.infer<typeof lenderBankAccountItemSchema>;

export const lenderBankAccountListResponseSchema = pagedAnswer(lenderBankAccountItemSchema);

/** `GET /user/lender/bank-accounts/:id`: the account and its change waiting for approval, if any. */
export const lenderBankAccountDetailSchema = lenderBankAccountItemSchema.extend(withPendingShape);
export type LenderBankAccountDetail = z.infer<typeof lenderBankAccountDetailSchema>;
