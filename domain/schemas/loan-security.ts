import { optionalText } from "./text-fields";

/** The security fields shared by the loan/KFS form and the individual loan form. */
export const loanSecurityFields = {
  primarySecurity: optionalText("Primary Security", { max: 500 }),
  guaranteePersonal: optionalText("Personal Guarantee", { max: 500 }),
  securityCheques: optionalText("Security Cheques", { max: 500 }),
  businessCovenants: optionalText("Business Covenants", { max: 500 }),
};
