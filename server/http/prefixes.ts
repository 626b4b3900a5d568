/** The five services of spec section 7, plus `/api` for check-access. */
export const SERVICE_PREFIXES = ["/auth", "/user", "/account", "/master", "/lead", "/api"] as const;

/** Paths that never fall back to the portal's index.html: unknown ones answer a JSON 404. */
export const NON_SPA_PREFIXES = [...SERVICE_PREFIXES, "/docs", "/health"] as const;

export const underPrefix = (url: string, prefixes: readonly string[]): boolean => {
  const path = url.split("?", 1)[0] ?? url;
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};
