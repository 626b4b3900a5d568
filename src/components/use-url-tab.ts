import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

export interface UrlTabOptions {
  /** Parameters that survive a switch (the carried `userId`); every other one belongs to the tab left behind. */
  keep?: readonly string[];
  /** Switches replace the history entry instead of adding one. */
  replace?: boolean;
}

/**
 * A tabbed page's open tab, kept in the URL's `tab` parameter; switching starts the new tab afresh.
 *
 * A tab's list that has just mounted may still have its own URL sync pending, written from the URL it rendered
 * with; React runs that before the next render. So the switch is written from an effect, after it, and is never
 * overwritten by it (the tab would otherwise snap back when clicked right after the page loads).
 */
export function useUrlTab(options: UrlTabOptions = {}): {
  requested: string | null;
  switchTab: (key: string) => void;
} {
  const { keep = [], replace = false } = options;
  const [params, setParams] = useSearchParams();
  // A new object per click, so that clicking a tab again after the back button still writes it.
  const [pending, setPending] = useState<{ key: string }>();
  const written = useRef<{ key: string }>(undefined);

  useEffect(() => {
    if (pending === undefined || written.current === pending) return;
    written.current = pending;
    setParams(
      (current) => {
        const next = new URLSearchParams();
        for (const name of keep) {
          const value = current.get(name);
          if (value !== null) next.set(name, value);
        }
        next.set("tab", pending.key);
        return next;
      },
      { replace },
    );
  }, [pending, setParams, keep, replace]);

  return { requested: params.get("tab"), switchTab: (key) => setPending({ key }) };
}
