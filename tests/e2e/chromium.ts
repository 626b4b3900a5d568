import { existsSync } from "node:fs";

/** Headless flags that work on these machines (no sandbox as root, no network chatter). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

/** The system Chromium: CHROMIUM_PATH, else /usr/bin/chromium. We never download a browser. */
export function chromiumExecutable(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].filter((path): path is string =>
    Boolean(path),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's package (`apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary.",
    );
  }
  return found;
}
