import type { ReactNode } from "react";
import styles from "./alert.module.css";

/** A message block, announced by screen readers: errors as alerts, the rest as status. */
export function Alert({
  type = "error",
  title,
  children,
}: {
  type?: "error" | "info";
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`${styles.alert} ${styles[type]}`} role={type === "error" ? "alert" : "status"}>
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        focusable="false"
        className={styles.icon}
      >
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        {type === "error" ? (
          <path d="M12 7v6M12 16.5v.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M12 11v6M12 7.5v.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
      <div>
        {title ? <div className={styles.title}>{title}</div> : null}
        {children}
      </div>
    </div>
  );
}
