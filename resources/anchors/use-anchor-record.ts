import type { AnchorDetail } from "@domain/api/anchors";
import type { AnchorSettingsResponse } from "@domain/api/anchor-settings";
import { type HttpError, useInvalidate, useOne } from "@refinedev/core";
import { usePathLabel } from "@src/layout/path-labels";
import { anchorTitle } from "./anchor-labels";

/** The anchor of an `:id` route; while it is shown, the id in the path reads as the anchor's name. */
export function useAnchorRecord(id: string) {
  const one = useOne<AnchorDetail, HttpError>({
    resource: "anchors",
    id,
    queryOptions: { enabled: id !== "" },
  });
  usePathLabel(id, one.result ? anchorTitle(one.result) : undefined);
  return one;
}

/** The anchor's settings (theme, logos, OCR, lending type) and the change waiting for approval. */
export function useAnchorSettings(id: string) {
  return useOne<AnchorSettingsResponse, HttpError>({
    resource: "anchor-settings",
    id,
    queryOptions: { enabled: id !== "" },
  });
}

/**
 * After a settings change is approved or rejected: the settings and the anchor itself (its header and list row
 * show the lending type and status the approval may have changed) are read again.
 */
export function useSettingsDecided(anchorId: string): () => void {
  const invalidate = useInvalidate();
  return () => {
    void invalidate({ resource: "anchor-settings", invalidates: ["detail"], id: anchorId });
    void invalidate({ resource: "anchors", invalidates: ["list", "detail"], id: anchorId });
  };
}
