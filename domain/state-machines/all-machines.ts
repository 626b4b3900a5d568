import { EMI_MACHINE } from "./emi";
import { GATEWAY_PAYMENT_MACHINE } from "./gateway-payment";
import { INVOICE_MACHINE } from "./invoice";
import { LEAD_MACHINE } from "./lead";
import { LOAN_MACHINE } from "./loan";
import type { StateMachine } from "./machine";
import { MANDATE_MACHINE } from "./mandate";
import { ONBOARDING_MACHINE } from "./onboarding";
import { PAYMENT_COLLECTION_MACHINE } from "./payment-collection";

/** Every lifecycle with the file that defines it, in the order of spec section 4 (for docs and tests). */
export const STATE_MACHINES: readonly { file: string; machine: StateMachine<string, string> }[] = [
  { file: "invoice.ts", machine: INVOICE_MACHINE },
  { file: "payment-collection.ts", machine: PAYMENT_COLLECTION_MACHINE },
  { file: "emi.ts", machine: EMI_MACHINE },
  { file: "gateway-payment.ts", machine: GATEWAY_PAYMENT_MACHINE },
  { file: "onboarding.ts", machine: ONBOARDING_MACHINE },
  { file: "loan.ts", machine: LOAN_MACHINE },
  { file: "mandate.ts", machine: MANDATE_MACHINE },
  { file: "lead.ts", machine: LEAD_MACHINE },
];
