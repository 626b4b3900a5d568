import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const INFO = "ledgerline refresh successor";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key only the holder of the refresh token can derive: the database keeps just the token's hash. */
const keyOf = (refreshToken: string) =>
  Buffer.from(hkdfSync("sha256", refreshToken, Buffer.alloc(0), INFO, 32));

/** AES-256-GCM under a key derived from the refresh token; `iv | tag | ciphertext`, base64url. */
export function sealWithToken(refreshToken: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyOf(refreshToken), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64url");
}

/** The plaintext of `sealWithToken`, or null when the token is not the one it was sealed under. */
export function openWithToken(refreshToken: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, "base64url");
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(refreshToken), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
