/** The five back-end services of spec section 7. One server answers them all by default (same origin). */
export type ServiceName = "auth" | "user" | "account" | "master" | "lead";

type ServiceEnv = Partial<Record<`VITE_${Uppercase<ServiceName>}_URL`, string>>;

/** Reads each service's origin from the build environment; an unset or blank value means the portal's own origin. */
export function serviceOrigins(env: ServiceEnv): Record<ServiceName, string> {
  const pick = (value: string | undefined) => (value ?? "").trim().replace(/\/+$/, "");
  return {
    auth: pick(env.VITE_AUTH_URL),
    user: pick(env.VITE_USER_URL),
    account: pick(env.VITE_ACCOUNT_URL),
    master: pick(env.VITE_MASTER_URL),
    lead: pick(env.VITE_LEAD_URL),
  };
}

export const SERVICE_ORIGINS = serviceOrigins(import.meta.env as ServiceEnv);

/** Joins a service origin and an absolute path (`/auth/users`); paths keep their service prefix everywhere. */
export function serviceUrl(service: ServiceName, path: string, origins = SERVICE_ORIGINS): string {
  return `${origins[service]}${path.startsWith("/") ? path : `/${path}`}`;
}
