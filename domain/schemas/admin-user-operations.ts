import { PROGRAMME_USER_TYPES } from "@domain/enums/users";
import { z } from "zod";
import { oneOf } from "./choice-fields";
import { required } from "./form-messages";
import { bankAccountField, ifscField, mobileField } from "./identifier-fields";
import { countText, optionalNumeric, percentText } from "./number-fields";
import { flag, optionalOf, optionalText, requiredText } from "./text-fields";

/**
 * Admin user (operations form): full name up to 30, business name up to 50, mobile exactly 10 digits, loan
 * tenure and the three rates up to 5 characters each. The bank account is optional, but account number and
 * IFSC go together.
 */
export const adminUserOperationsSchema = z
  .object({
    fullName: requiredText("Full Name", { max: 30 }),
    businessName: requiredText("Business Name", { max: 50 }),
    mobile: mobileField("Mobile"),
    userType: oneOf(PROGRAMME_USER_TYPES, required("User Type")),
    lenderId: optionalText("Lender", { max: 50 }),
    loanTenure: optionalNumeric(countText("Loan Tenure", { maxLength: 5 })),
    processingFeeKfs: optionalNumeric(percentText("Processing Fees", { maxLength: 5 })),
    simpleInterest: optionalNumeric(percentText("Simple Interest", { maxLength: 5 })),
    penalInterest: optionalNumeric(percentText("Penal Interest", { maxLength: 5 })),
    isSupplier: flag(),
    isPrimary: flag(),
    accountNumber: optionalOf(bankAccountField("Account Number")),
    ifsc: optionalOf(ifscField("IFSC")),
    bankName: optionalText("Bank Name", { max: 50 }),
    accountHolderName: optionalText("Account Holder Name", { max: 50 }),
  })
  .superRefine((values, ctx) => {
    if (values.accountNumber && !values.ifsc) {
      ctx.addIssue({ code: "custom", path: ["ifsc"], message: required("IFSC") });
    }
    if (values.ifsc && !values.accountNumber) {
      ctx.addIssue({ code: "custom", path: ["accountNumber"], message: required("Account Number") });
    }
  });
export type AdminUserOperationsInput = z.input<typeof adminUserOperationsSchema>;
export type AdminUserOperationsValues = z.output<typeof adminUserOperationsSchema>;
