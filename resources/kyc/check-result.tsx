import { Alert } from "antd";
import styles from "./kyc.module.css";

export type Fact = { label: string; value: string | undefined; note?: string };

export interface CheckResultProps {
  /** What was checked, e.g. "PAN ABCPE1234F". */
  subject: string;
  valid: boolean;
  message?: string | undefined;
  facts: Fact[];
  source?: string | undefined;
}

/** A check's answer: valid or the reason it is not, then what the check found, then where names came from. */
export function CheckResult({ subject, valid, message, facts, source }: CheckResultProps) {
  const shown = facts.filter((fact) => fact.value !== undefined && fact.value !== "");
  return (
    <Alert
      role="status"
      type={valid ? "success" : "error"}
      showIcon
      message={valid ? `${subject} is valid` : `${subject} is not valid`}
      description={
        <>
          {valid ? null : <p className={styles.reason}>{message ?? "The check did not say why"}</p>}
          {shown.length > 0 ? (
            <dl className={styles.facts}>
              {shown.map((fact) => (
                <div key={fact.label} className={styles.fact}>
                  <dt>{fact.label}</dt>
                  <dd>
                    {fact.value}
                    {fact.note ? <span className={styles.note}> {fact.note}</span> : null}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {source === "sandbox" ? (
            <p className={styles.source}>Sandbox provider: names are examples, not a verification.</p>
          ) : null}
        </>
      }
    />
  );
}
