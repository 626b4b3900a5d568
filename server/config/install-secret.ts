import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A secret of this installation: the environment's value when set, else one generated on first start and
 * kept in DATA_DIR/<file> (owner read/write only), so it survives a restart and no two installations share it.
 */
export function resolveInstallSecret(file: string, fromEnv: string | undefined, dataDir: string): string {
  if (fromEnv) return fromEnv;
  const stored = path.join(dataDir, file);
  if (existsSync(stored)) {
    const secret = readFileSync(stored, "utf8").trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(stored, `${secret}\n`, { mode: 0o600 });
  return secret;
}
