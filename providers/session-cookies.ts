/** The cookies that hold a session (read by the token store, and by the boot script to pick what to preload). */
export const ACCESS_TOKEN_COOKIE = "ll_access_token";
export const REFRESH_TOKEN_COOKIE = "ll_refresh_token";
export const SESSION_COOKIES = [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE] as const;
