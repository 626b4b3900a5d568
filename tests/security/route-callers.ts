import { isAllowed } from "@server/auth/policy";
import type { InventoriedRoute } from "@server/test-support/route-inventory";
import { ACCOUNT_KEYS, type AccountKey } from "./accounts";
import type { SecurityKit } from "./security-kit";

/** The accounts the route's policy lets in (anonymous for public routes): a request gets past the access layer. */
export async function callersOf(kit: SecurityKit, route: InventoriedRoute): Promise<(AccountKey | null)[]> {
  if (route.access === "public") return [null, "superadmin", "merchant"];
  const policy = route.access;
  if (!policy) return [null];
  const allowed: AccountKey[] = [];
  for (const account of ACCOUNT_KEYS)
    if (isAllowed(policy, await kit.principal(account))) allowed.push(account);
  return allowed;
}
