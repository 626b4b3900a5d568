/**
 * Lighthouse 12 with the system Chromium: performance and accessibility of `/login` and of the first page
 * after sign-in, desktop and mobile. Targets (issue 4): performance 100 desktop and at least 90 mobile,
 * accessibility 100. Run `npm run build` first; the real server is started on its own port.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import lighthouse, { type Flags } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromiumArgs, chromiumExecutable } from "../tests/e2e/chromium";
import { signIn, startPortal } from "./portal-server";

const DEBUG_PORT = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9333);
const ACCESS_COOKIE = "ll_access_token";
const REFRESH_COOKIE = "ll_refresh_token";

interface Target {
  label: string;
  path: string;
  /** Demo account to sign in as first; none for the login page. */
  user?: string;
}

const TARGETS: Target[] = [
  { label: "/login", path: "/login" },
  { label: "first page after sign-in (admin)", path: "/admin/client-management", user: "admin@demo.in" },
  { label: "first page after sign-in (merchant)", path: "/merchant/dashboard", user: "merchant@demo.in" },
];

export interface LighthouseRow {
  page: string;
  formFactor: "desktop" | "mobile";
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  failedAudits: string[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export async function runLighthouse(): Promise<LighthouseRow[]> {
  const portal = await startPortal();
  const profile = mkdtempSync(join(tmpdir(), "ll-lighthouse-"));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutable(),
    headless: true,
    args: [...chromiumArgs, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const target of TARGETS) {
      await browser.clearCookies();
      if (target.user) {
        const tokens = await signIn(portal.baseUrl, target.user);
        await browser.addCookies([
          { name: ACCESS_COOKIE, value: tokens.access_token, url: portal.baseUrl, sameSite: "Strict" },
          { name: REFRESH_COOKIE, value: tokens.refresh_token, url: portal.baseUrl, sameSite: "Strict" },
        ]);
      }
      for (const formFactor of ["desktop", "mobile"] as const) {
        const flags: Flags = {
          port: DEBUG_PORT,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
          // Lighthouse empties the HTTP cache before each run but keeps cookies (its default
          // clearStorageTypes leave them), so the signed-in pages load cold with their session.
        };
        const result = await lighthouse(
          `${portal.baseUrl}${target.path}`,
          flags,
          formFactor === "desktop" ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
        const { lhr } = result;
        const failed = Object.values(lhr.audits)
          .filter((audit) => audit.scoreDisplayMode === "binary" && audit.score === 0)
          .map((audit) => audit.id);
        rows.push({
          page: target.label,
          formFactor,
          performance: score(lhr.categories.performance?.score),
          accessibility: score(lhr.categories.accessibility?.score),
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
          failedAudits: failed,
        });
      }
    }
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
    await portal.stop();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await runLighthouse();
  console.log("\nLighthouse 12 (system Chromium)");
  console.log(
    "page".padEnd(40),
    "form".padEnd(8),
    "perf".padStart(5),
    "a11y".padStart(5),
    "LCP ms".padStart(8),
    "TBT ms".padStart(7),
  );
  for (const row of rows) {
    console.log(
      row.page.padEnd(40),
      row.formFactor.padEnd(8),
      String(row.performance).padStart(5),
      String(row.accessibility).padStart(5),
      String(row.lcpMs).padStart(8),
      String(row.tbtMs).padStart(7),
      row.failedAudits.length ? `  failed: ${row.failedAudits.join(", ")}` : "",
    );
  }
  for (const row of rows) {
    const { failedAudits: _failed, ...figures } = row;
    console.log(`BENCH_RESULT ${JSON.stringify({ bench: "lighthouse", ...figures })}`);
  }
}
