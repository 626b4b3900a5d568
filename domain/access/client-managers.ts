/** The admin user types that manage clients (create anchors, programmes, bank accounts; change settings). */
export const CLIENT_MANAGER_TYPES = ["SUPER_ADMIN", "ADMIN", "OPS"] as const;

/** Whether a signed-in user manages clients; NBFC staff only read their lender's. */
export const isClientManager = (who: { kind: string; userType: string } | null | undefined): boolean =>
  who?.kind === "ADMIN" && (CLIENT_MANAGER_TYPES as readonly string[]).includes(who.userType);
