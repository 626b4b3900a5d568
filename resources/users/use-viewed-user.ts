import type { Identity } from "@domain/api/auth";
import type { UserListItem } from "@domain/api/users";
import { type HttpError, useGetIdentity, useOne } from "@refinedev/core";
import { useCarriedUserId } from "@src/hooks/use-carried-user-id";

/** The user whose portal is on screen: the merchant an admin opened (carried `userId`), else the signed-in user. */
export function useViewedUser() {
  const carried = useCarriedUserId();
  const { data: identity, isLoading: identityLoading } = useGetIdentity<Identity>();
  const id = carried ?? identity?.id;
  const { result, query } = useOne<UserListItem, HttpError>({
    resource: "users",
    id: id ?? "",
    queryOptions: { enabled: Boolean(id) },
  });
  return {
    user: result,
    isOwn: !carried || carried === identity?.id,
    isLoading: identityLoading || (Boolean(id) && query.isLoading),
    error: query.error,
  };
}
