import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** An opaque refresh token: 256 random bits, URL-safe. */
export const newOpaqueToken = (): string => randomBytes(32).toString("base64url");

/** Refresh tokens are stored as their sha256: a database leak reveals no usable token. */
export const sha256 = (value: string): string => createHash("sha256").update(value).digest("hex");

/** OTPs are keyed-hashed: six digits are too few for a plain hash to hide them. */
export const hmacSha256 = (key: string, value: string): string =>
  createHmac("sha256", key).update(value).digest("hex");

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
