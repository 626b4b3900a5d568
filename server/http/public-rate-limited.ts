/**
 * The route config of an endpoint anyone may call before signing in (sign-in, sign-up, one-time codes, one's
 * own password): public, and limited to `perMinute` calls a minute from one address.
 */
export const publicRateLimited = (perMinute: number) => ({
  access: "public" as const,
  rateLimit: { max: perMinute, timeWindow: "1 minute" },
});
