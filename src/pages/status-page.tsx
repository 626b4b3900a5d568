import type { ReactNode } from "react";
import styles from "./status-page.module.css";

/** The frame of the 404 and access-denied pages: a code, a title, a sentence and the ways out. */
export function StatusPage(props: { code: string; title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <p className={styles.code} aria-hidden="true">
          {props.code}
        </p>
        <h2 className={styles.title}>{props.title}</h2>
        <p className={styles.text}>{props.children}</p>
        <div className={styles.actions}>{props.actions}</div>
      </div>
    </div>
  );
}
