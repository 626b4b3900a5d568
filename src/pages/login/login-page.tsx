import { useState } from "react";
import { LoginTabs, type LoginMethod } from "./login-tabs";
import { OtpLoginForm } from "./otp-login-form";
import { PasswordLoginForm } from "./password-login-form";
import styles from "./login-page.module.css";

/** `/login`: username and password, or a one-time password sent to the mobile number. */
export default function LoginPage() {
  const [method, setMethod] = useState<LoginMethod>("password");
  return (
    <div className={styles.page}>
      <aside className={styles.brandPanel} aria-hidden="true">
        <div className={styles.brandMark}>
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <span>Ledgerline</span>
        </div>
        <p className={styles.tagline}>Invoice financing and lending, from onboarding to collection.</p>
        <ul className={styles.points}>
          <li>Supplier, partner and retailer invoices with maker-checker approval</li>
          <li>KYC, e-sign and e-mandate in one onboarding journey</li>
          <li>Loans, collections and repayments for NBFCs, anchors and merchants</li>
        </ul>
      </aside>
      <main className={styles.main}>
        <div className={styles.mobileBrand} aria-hidden="true">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>Ledgerline</span>
        </div>
        <div className={styles.card}>
          <h1 className={styles.title}>Sign in to Ledgerline</h1>
          <p className={styles.subtitle}>Back office and merchant portal</p>
          <LoginTabs value={method} onChange={setMethod} />
          <div
            role="tabpanel"
            id={`login-panel-${method}`}
            aria-labelledby={`login-tab-${method}`}
            className={styles.panel}
          >
            {method === "password" ? <PasswordLoginForm /> : <OtpLoginForm />}
          </div>
        </div>
      </main>
    </div>
  );
}
