import { userIdFromSearch } from "@domain/access/carried-user-id";
import { carriedUserId, rememberUserId } from "@providers/carried-user";
import { useEffect } from "react";
import { useLocation } from "react-router";

/** The merchant an admin is viewing (URL `userId`, else this tab's session storage); a URL id is remembered. */
export function useCarriedUserId(): string | undefined {
  const { search } = useLocation();
  const fromUrl = userIdFromSearch(search);
  useEffect(() => {
    if (fromUrl) rememberUserId(fromUrl);
  }, [fromUrl]);
  return fromUrl ?? carriedUserId(search);
}
