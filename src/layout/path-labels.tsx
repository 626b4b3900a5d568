import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";

export type PathLabels = Readonly<Record<string, string>>;

interface PathLabelsState {
  labels: PathLabels;
  setLabel: (segment: string, label: string | undefined) => void;
}

const PathLabelsContext = createContext<PathLabelsState>({ labels: {}, setLabel: () => undefined });

/** Holds the names pages give to segments of their path, for the heading, breadcrumb and document title. */
export function PathLabelsProvider({ children }: { children: ReactNode }) {
  const [labels, setLabels] = useState<PathLabels>({});
  const setLabel = useCallback((segment: string, label: string | undefined) => {
    setLabels((current) => {
      if (current[segment] === label) return current;
      const next = { ...current };
      if (label === undefined) delete next[segment];
      else next[segment] = label;
      return next;
    });
  }, []);
  const value = useMemo(() => ({ labels, setLabel }), [labels, setLabel]);
  return <PathLabelsContext value={value}>{children}</PathLabelsContext>;
}

/** The names pages have given to path segments so far. */
export function usePathLabels(): PathLabels {
  return useContext(PathLabelsContext).labels;
}

/**
 * Names a segment of the current path (a record id) while the page is shown: `/invoices/<id>` reads
 * "Invoices › Invoice INV-0042" with "Invoice INV-0042" as the heading. `undefined` (still loading) keeps the
 * title-cased segment.
 */
export function usePathLabel(segment: string, label: string | undefined): void {
  const { setLabel } = useContext(PathLabelsContext);
  useEffect(() => {
    if (segment === "" || label === undefined) return;
    setLabel(segment, label);
    return () => setLabel(segment, undefined);
  }, [segment, label, setLabel]);
}
