import type { Identity } from "@domain/api/auth";
import { isClientManager } from "@domain/access/client-managers";
import { useGetIdentity } from "@refinedev/core";

/** Whether the signed-in user manages clients (the API checks every call too). */
export function useIsClientManager(): boolean {
  const { data } = useGetIdentity<Identity>();
  return isClientManager(data);
}
