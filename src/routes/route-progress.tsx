import NProgress from "nprogress";
import { useEffect } from "react";
import { useLocation } from "react-router";

NProgress.configure({ showSpinner: false, trickleSpeed: 120, minimum: 0.15 });

let pending = 0;

function begin(): void {
  pending += 1;
  if (pending === 1) NProgress.start();
}

function end(): void {
  pending = Math.max(0, pending - 1);
  if (pending === 0) NProgress.done();
}

/** Keeps the thin progress bar running while it is mounted (a Suspense fallback or a loading guard). */
export function ProgressWhileMounted() {
  useEffect(() => {
    begin();
    return end;
  }, []);
  return null;
}

/** Runs the progress bar on every navigation, including to pages whose code is already loaded. */
export function NavigationProgress() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    begin();
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      end();
    };
    const timer = window.setTimeout(finish, 150);
    return () => {
      window.clearTimeout(timer);
      finish();
    };
  }, [pathname, search]);
  return null;
}
