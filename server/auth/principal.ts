import type { Identity } from "@domain/api/auth";

/** The signed-in caller, as the access token describes it. */
export type Principal = Identity;
