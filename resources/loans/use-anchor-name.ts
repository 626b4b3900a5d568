import type { AnchorItem } from "@domain/api/anchors";
import { useOne } from "@refinedev/core";
import { useEffect } from "react";

/** When an anchor is chosen, its name is given to `onName` (the KFS form's anchorName follows the choice). */
export function useAnchorName(anchorId: string | undefined, onName: (name: string) => void): void {
  const { result } = useOne<AnchorItem>({
    resource: "anchors",
    id: anchorId ?? "",
    queryOptions: { enabled: Boolean(anchorId) },
    errorNotification: false,
  });
  const name = result?.id === anchorId ? result?.name : undefined;
  useEffect(() => {
    if (name) onName(name);
  }, [name, onName]);
}
