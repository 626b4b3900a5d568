import { useEffect, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import styles from "./route-progress.module.css";

/**
 * The thin progress bar on every navigation. Drawn with compositor-only CSS animations (transform and
 * opacity), so it never forces a layout while the next page renders, which a bar moved from script does.
 */
let pending = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function beginProgress(): void {
  pending += 1;
  if (pending === 1) notify();
}

export function endProgress(): void {
  if (pending === 0) return;
  pending -= 1;
  if (pending === 0) notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isBusy = () => pending > 0;

type BarState = "idle" | "busy" | "done";

/** The bar itself, rendered once near the root. */
export function ProgressBar() {
  const busy = useSyncExternalStore(subscribe, isBusy, isBusy);
  const [state, setState] = useState<BarState>("idle");
  if (busy && state !== "busy") setState("busy");
  if (!busy && state === "busy") setState("done");
  return <div id="route-progress" className={styles.bar} data-state={state} aria-hidden="true" />;
}

/** Keeps the bar running while it is mounted (a Suspense fallback or a loading guard). */
export function ProgressWhileMounted() {
  useEffect(() => {
    beginProgress();
    return endProgress;
  }, []);
  return null;
}

/** Runs the bar on every navigation, including to pages whose code is already loaded. */
export function NavigationProgress() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    beginProgress();
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      endProgress();
    };
    const timer = window.setTimeout(finish, 150);
    return () => {
      window.clearTimeout(timer);
      finish();
    };
  }, [pathname, search]);
  return <ProgressBar />;
}
