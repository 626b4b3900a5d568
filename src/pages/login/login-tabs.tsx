import type { KeyboardEvent } from "react";
import styles from "./login-tabs.module.css";

export type LoginMethod = "password" | "otp";

const TABS: { key: LoginMethod; label: string }[] = [
  { key: "password", label: "With password" },
  { key: "otp", label: "With mobile OTP" },
];

/** Two accessible tabs (arrow keys move between them), without pulling a tabs widget into the login chunk. */
export function LoginTabs({
  value,
  onChange,
}: {
  value: LoginMethod;
  onChange: (next: LoginMethod) => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const index = TABS.findIndex((tab) => tab.key === value);
    const next = TABS[(index + (event.key === "ArrowRight" ? 1 : TABS.length - 1)) % TABS.length];
    if (!next) return;
    onChange(next.key);
    document.getElementById(`login-tab-${next.key}`)?.focus();
  };
  return (
    <div role="tablist" aria-label="Sign-in method" className={styles.tabs}>
      {TABS.map((tab) => {
        const selected = tab.key === value;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`login-tab-${tab.key}`}
            aria-selected={selected}
            aria-controls={`login-panel-${tab.key}`}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${styles.tab} ${styles.selected}` : styles.tab}
            onClick={() => onChange(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
