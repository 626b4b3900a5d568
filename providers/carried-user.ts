import { USER_ID_PARAM, cleanUserId, effectiveUserId } from "@domain/access/carried-user-id";

/** The user whose portal is shown (an admin viewing a merchant), from the URL or this tab's session storage. */
export function carriedUserId(search: string = window.location.search): string | undefined {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(USER_ID_PARAM);
  } catch {
    stored = null;
  }
  return effectiveUserId(search, stored);
}

/** Keeps the carried id for this tab, so links and reloads stay on the same merchant. */
export function rememberUserId(userId: string | undefined): void {
  const clean = cleanUserId(userId);
  try {
    if (clean) window.sessionStorage.setItem(USER_ID_PARAM, clean);
    else window.sessionStorage.removeItem(USER_ID_PARAM);
  } catch (error) {
    console.error("Could not keep the viewed user in session storage", error);
  }
}
