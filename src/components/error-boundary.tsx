import { Component, type ErrorInfo, type ReactNode } from "react";
import styles from "./error-boundary.module.css";

interface Props {
  children: ReactNode;
  /** Changing this (e.g. the path) clears a caught error, so navigating away recovers. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey: string | undefined;
}

/** Catches a render error anywhere below it and shows a readable message with a way back. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("The portal hit an error while showing this page", error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className={styles.wrap} role="alert">
        <h1 className={styles.title}>Something went wrong</h1>
        <p className={styles.text}>
          This page could not be shown: {error.message || "an unexpected error occurred"}.
        </p>
        <p className={styles.text}>Your data is safe. Go back to the home page and try again.</p>
        <a className={styles.link} href="/">
          Back to home
        </a>
      </main>
    );
  }
}
