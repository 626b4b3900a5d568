import type { Identity } from "@domain/api/auth";
import { useGetIdentity } from "@refinedev/core";

/** The admin user types that manage clients (create anchors, change their settings); NBFC staff only read. */
const CLIENT_MANAGER_TYPES: readonly string[] = ["SUPER_ADMIN", "ADMIN", "OPS"];

export const isClientManager = (identity: Identity | undefined): boolean =>
  identity?.kind === "ADMIN" && CLIENT_MANAGER_TYPES.includes(identity.userType);

/** Whether the signed-in user manages clients (the API checks every call too). */
export function useIsClientManager(): boolean {
  const { data } = useGetIdentity<Identity>();
  return isClientManager(data);
}
