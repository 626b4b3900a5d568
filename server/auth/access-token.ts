import { randomUUID } from "node:crypto";
import { identitySchema } from "@domain/api/auth";
import { errors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import type { Clock } from "@server/config/clock";
import type { Principal } from "./principal";

const ISSUER = "ledgerline";
const AUDIENCE = "ledgerline-portal";
/** Claims a token must carry to be accepted, besides the identity. */
const REQUIRED_CLAIMS = ["exp", "iat", "iss", "aud", "jti", "sub", "gen"];

/** What a verified access token says: who, and what the revocation checks need. */
export type VerifiedAccessToken = {
  principal: Principal;
  /** The token's id, for the deny-list of signed-out tokens. */
  jti: string;
  /** The user's session generation when it was signed; an older one is dead. */
  generation: number;
  expiresAt: Date;
};

export type AccessTokens = {
  sign: (principal: Principal, generation: number) => Promise<string>;
  /** The claims of a well-formed, genuine, unexpired token; null otherwise (revocation is checked apart). */
  verify: (token: string) => Promise<VerifiedAccessToken | null>;
  ttlSeconds: number;
};

const claimsSchema = identitySchema.omit({ id: true }).extend({
  sub: identitySchema.shape.id,
  jti: z.uuid(),
  gen: z.number().int().nonnegative(),
  exp: z.number().int(),
});

/** Short-lived HS256 JWTs (jose) carrying the caller's identity claims. */
export function accessTokens(secret: string, ttlSeconds: number, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  return {
    ttlSeconds,
    sign: async ({ id, ...claims }, generation) => {
      const now = nowSeconds();
      return new SignJWT({ ...claims, gen: generation })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
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
          requiredClaims: REQUIRED_CLAIMS,
          currentDate: clock(),
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success) return null;
        const { sub, jti, gen, exp, ...identity } = claims.data;
        return {
          principal: { id: sub, ...identity },
          jti,
          generation: gen,
          expiresAt: new Date(exp * 1000),
        };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
