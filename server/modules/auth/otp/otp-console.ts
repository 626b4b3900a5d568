import { userRank } from "@domain/access/user-rank";
import type { Principal } from "@server/auth/principal";
import type { Executor } from "@server/db/database";
import type { OutboxEntry } from "@server/integrations/sms/sms-sender";
import { ownersOfMobiles } from "./queries";

/**
 * The development console's entries the caller may read: a code signs its owner in, so only the caller's own
 * or those of a user of a strictly lower rank (an OPS user never a peer's or an admin's). A code sent to a
 * mobile no account has (a sign-up in progress) signs nobody in and is shown.
 */
export async function visibleOtps(
  db: Executor,
  caller: Principal,
  entries: readonly OutboxEntry[],
): Promise<OutboxEntry[]> {
  const owners = await ownersOfMobiles(db, [...new Set(entries.map((entry) => entry.mobile))]);
  const ownerOf = new Map(owners.map((owner) => [owner.mobile, owner]));
  return entries.filter((entry) => {
    const owner = ownerOf.get(entry.mobile);
    return !owner || owner.id === caller.id || userRank(caller.userType) > userRank(owner.userType);
  });
}
