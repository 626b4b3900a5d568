import type { ReactNode } from "react";
import styles from "./login-field.module.css";

export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}

/** A labelled field with its message underneath, wired for screen readers; no UI library in the login chunk. */
export function LoginField(props: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const { id, label, error, hint, children } = props;
  const messageId = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": messageId,
      })}
      {error ? (
        <div id={messageId} className={styles.error} role="alert">
          {error}
        </div>
      ) : hint ? (
        <div id={messageId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
