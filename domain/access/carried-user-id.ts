/** The query parameter (and session-storage key) naming the merchant whose portal an admin is viewing. */
export const USER_ID_PARAM = "userId";

/** A usable user id: trimmed, non-empty, without characters that have no place in an id. */
export function cleanUserId(value: string | null | undefined): string | undefined {
  const trimmed = (value ?? "").trim();
  return /^[A-Za-z0-9_-]{1,64}$/.test(trimmed) ? trimmed : undefined;
}

/** The id carried by a URL's query string, if any. */
export function userIdFromSearch(search: string): string | undefined {
  return cleanUserId(new URLSearchParams(search).get(USER_ID_PARAM));
}

/**
 * The user whose portal is shown: the URL's `userId` first (a link an admin followed),
 * else the one kept in session storage from earlier in this tab.
 */
export function effectiveUserId(search: string, stored: string | null | undefined): string | undefined {
  return userIdFromSearch(search) ?? cleanUserId(stored);
}

/** A link that keeps the carried `userId` (and keeps any other query the link already has). */
export function linkWithUserId(path: string, userId: string | undefined): string {
  const hashIndex = path.indexOf("#");
  const hash = hashIndex >= 0 ? path.slice(hashIndex) : "";
  const withoutHash = hashIndex >= 0 ? path.slice(0, hashIndex) : path;
  const [pathname = "", query = ""] = withoutHash.split("?", 2);
  const params = new URLSearchParams(query);
  if (userId) params.set(USER_ID_PARAM, userId);
  else params.delete(USER_ID_PARAM);
  const search = params.toString();
  return `${pathname}${search ? `?${search}` : ""}${hash}`;
}
