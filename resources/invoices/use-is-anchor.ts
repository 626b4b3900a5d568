import type { Identity } from "@domain/api/auth";
import { useGetIdentity } from "@refinedev/core";

/** Anchors enter, edit, settle and cancel invoices; the API decides again on every call. */
export function useIsAnchor(): boolean {
  const { data } = useGetIdentity<Identity>();
  return data?.kind === "MERCHANT" && data.userType === "ANCHOR";
}
