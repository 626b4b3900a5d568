import { BankOutlined } from "@ant-design/icons";
import type { LoanDetail } from "@domain/api/loans";
import { LinkButton } from "@src/components/link-button";
import { mandateCreatePath } from "./mandate-routes";

/** On a loan whose borrower's onboarding waits for the e-NACH mandate: the way to register it. */
export function RegisterMandateButton({ loan }: { loan: LoanDetail }) {
  if (loan.onboardingStatus !== "ENACH_PENDING") return null;
  return (
    <LinkButton icon={<BankOutlined />} to={mandateCreatePath(loan.id)}>
      Register mandate
    </LinkButton>
  );
}
