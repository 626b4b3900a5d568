import { BankCheckForm } from "./bank-check-form";
import { CompanyCheckForm } from "./company-check-form";
import { KycHistory } from "./history";
import styles from "./kyc.module.css";
import { PanCheckForm } from "./pan-check-form";

/** `/admin/kyc` (its heading "KYC" is the menu's title): the PAN, company (GSTIN) and bank account checks, and the history of checks below them. */
export default function KycPage() {
  return (
    <div className={styles.page}>
      <div className={styles.checks}>
        <PanCheckForm />
        <CompanyCheckForm />
        <BankCheckForm />
      </div>
      <KycHistory />
    </div>
  );
}
