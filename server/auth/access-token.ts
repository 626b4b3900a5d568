import { identitySchema } from "@domain/api/auth";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Clock } from "@server/config/clock";
import type { Principal } from "./principal";

const ISSUER = "ledgerline";
const AUDIENCE = "ledgerline-portal";

export type AccessTokens = {
  sign: (principal: Principal) => Promise<string>;
  /** The principal of a valid token; null when it is malformed, forged or expired. */
  verify: (token: string) => Promise<Principal | null>;
  ttlSeconds: number;
};

const claimsSchema = identitySchema.omit({ id: true }).extend({ sub: identitySchema.shape.id });

/** Short-lived HS256 JWTs (jose) carrying the caller's identity claims. */
export function accessTokens(secret: string, ttlSeconds: number, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  return {
    ttlSeconds,
    sign: async ({ id, ...claims }) => {
      const now = nowSeconds();
      return new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock(),
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success) return null;
        const { sub, ...rest } = claims.data;
        return { id: sub, ...rest };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
