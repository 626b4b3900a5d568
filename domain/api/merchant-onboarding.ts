import { adminUserOperationsSchema } from "@domain/schemas/admin-user-operations";
import { requiredEmail } from "@domain/schemas/text-fields";
import { z } from "zod";
import { userDetailSchema } from "./users";

/**
 * `POST /user/admin/onboarding`: the spec's admin user operations form, plus the e-mail every account needs
 * (sign-in notices go to it). The bank name comes from the IFSC directory, whatever the form sends.
 */
export const merchantOnboardingRequestSchema = adminUserOperationsSchema.safeExtend({
  email: requiredEmail("Email", { max: 30 }),
  lenderId: adminUserOperationsSchema.shape.lenderId.refine(
    (id) => id === undefined || id === "" || z.guid().safeParse(id).success,
    "Lender id must be a UUID",
  ),
});
export type MerchantOnboardingRequest = z.input<typeof merchantOnboardingRequestSchema>;
export type MerchantOnboardingValues = z.output<typeof merchantOnboardingRequestSchema>;

/** A merchant's terms as onboarding set them: tenure in months, rates in percent. */
export const merchantTermsSchema = z.object({
  loanTenureMonths: z.number().int().nullable(),
  processingFeePercent: z.number().nullable(),
  simpleInterestPercent: z.number().nullable(),
  penalInterestPercent: z.number().nullable(),
  isSupplier: z.boolean(),
});
export type MerchantTerms = z.infer<typeof merchantTermsSchema>;

/** A merchant's own bank account; an anchor user's bank ids name these. */
export const userBankAccountSchema = z.object({
  id: z.string(),
  accountNumber: z.string(),
  ifsc: z.string(),
  bankName: z.string(),
  accountHolderName: z.string().nullable(),
  isPrimary: z.boolean(),
});
export type UserBankAccount = z.infer<typeof userBankAccountSchema>;

export const merchantOnboardingResponseSchema = z.object({
  user: userDetailSchema,
  terms: merchantTermsSchema,
  bankAccount: userBankAccountSchema.nullable(),
});
export type MerchantOnboardingResponse = z.infer<typeof merchantOnboardingResponseSchema>;
