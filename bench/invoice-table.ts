/**
 * The 5000-row invoice page in Chromium: time to the first rows and JS heap of our list (antd `virtual`,
 * memoised cells) beside a plain antd Table of the same data, in the same run. Targets (issue 5): first rows
 * ≤ 0.4 s, heap ≤ 30 MB. Our page is the real portal against the real server; the demo data is repeated
 * up to 5000 rows. Needs `npm run build` and Chromium (CHROMIUM_PATH or /usr/bin/chromium).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { type CDPSession, chromium, type Page } from "@playwright/test";
import { build } from "vite";
import { chromiumArgs, chromiumExecutable } from "../tests/e2e/chromium";
import { BIG_PAGE_SIZE, serveBigPage } from "../tests/e2e/invoices-big-page";
import { signIn, startPortal } from "./portal-server";

const HARNESS_DIR = path.join(import.meta.dirname, "invoice-table-harness");
const HARNESS_OUT = path.resolve("data/bench-invoice-table-harness");
const TARGET_FIRST_ROWS_MS = 400;
const TARGET_HEAP_MB = 30;

/** `firstRowsMs` from navigation start; `renderMs` from the list's data being in the page to the first row. */
type Measure = { firstRowsMs: number; renderMs: number; heapMb: number; domRows: number };

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send("HeapProfiler.collectGarbage");
  const { metrics } = await cdp.send("Performance.getMetrics");
  const used = metrics.find((metric) => metric.name === "JSHeapUsedSize")?.value ?? 0;
  return Math.round((used / 1024 / 1024) * 10) / 10;
}

/** Time from navigation start until a table row is in the DOM, read inside the page. */
async function firstRows(page: Page): Promise<number> {
  await page.waitForSelector(".ant-table-row", { timeout: 120_000 });
  return page.evaluate(() => Math.round(performance.now()));
}

async function measureOurs(page: Page, cdp: CDPSession, baseUrl: string): Promise<Measure> {
  await serveBigPage(page);
  // Warm the chunks once so both runs compare rendering, not first download.
  await page.goto(`${baseUrl}/invoices`);
  await page.waitForSelector(".ant-table-row");
  await page.goto(`${baseUrl}/invoices?pageSize=${BIG_PAGE_SIZE}&currentPage=1`);
  const firstRowsMs = await firstRows(page);
  const dataAt = await page.evaluate(() => {
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const list = entries.find(
      (entry) => entry.name.includes("/account/invoices?") && entry.name.includes("pageSize=5000"),
    );
    return Math.round(list?.responseEnd ?? 0);
  });
  await page.waitForFunction(() => document.querySelectorAll(".ant-table-row").length > 5);
  return {
    firstRowsMs,
    renderMs: firstRowsMs - dataAt,
    heapMb: await heapMb(cdp),
    domRows: await page.locator(".ant-table-row").count(),
  };
}

async function measurePlain(page: Page, cdp: CDPSession, rows: unknown[]): Promise<Measure> {
  await page.route("http://harness.local/**", async (route) => {
    const file = new URL(route.request().url()).pathname.replace(/^\//, "") || "index.html";
    const body = await readFile(path.join(HARNESS_OUT, file));
    const type = file.endsWith(".js") ? "text/javascript" : file.endsWith(".css") ? "text/css" : "text/html";
    await route.fulfill({ body, contentType: type });
  });
  await page.addInitScript((data) => ((window as unknown as { __ROWS__: unknown }).__ROWS__ = data), rows);
  await page.goto("http://harness.local/index.html");
  const firstRowsMs = await firstRows(page);
  // The rows are in the page before any script runs, so all of it is rendering (plus loading the bundle).
  return {
    firstRowsMs,
    renderMs: firstRowsMs,
    heapMb: await heapMb(cdp),
    domRows: await page.locator(".ant-table-row").count(),
  };
}

async function main() {
  await build({
    configFile: false,
    root: HARNESS_DIR,
    base: "./",
    logLevel: "warn",
    plugins: [react()],
    build: { outDir: HARNESS_OUT, emptyOutDir: true },
  });
  const portal = await startPortal();
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const tokens = await signIn(portal.baseUrl, "anchor@demo.in");
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const host = new URL(portal.baseUrl).hostname;
    await context.addCookies([
      { name: "ll_access_token", value: tokens.access_token, domain: host, path: "/" },
      { name: "ll_refresh_token", value: tokens.refresh_token, domain: host, path: "/" },
    ]);

    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    const ours = await measureOurs(page, cdp, portal.baseUrl);

    const listUrl = `${portal.baseUrl}/account/invoices?pageSize=${BIG_PAGE_SIZE}&page=1`;
    const answer = await page.evaluate(async (url) => {
      const token = document.cookie.match(/ll_access_token=([^;]+)/)?.[1] ?? "";
      const response = await fetch(url, {
        headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
      });
      return (await response.json()) as { payload: unknown[] };
    }, listUrl);
    await page.close();

    const plainPage = await context.newPage();
    const plainCdp = await context.newCDPSession(plainPage);
    await plainCdp.send("Performance.enable");
    const plain = await measurePlain(plainPage, plainCdp, answer.payload);

    const line = (name: string, m: Measure) =>
      `${name.padEnd(24)}${`${m.firstRowsMs} ms`.padStart(12)}${`${m.renderMs} ms`.padStart(12)}${`${m.heapMb} MB`.padStart(11)}${String(m.domRows).padStart(8)}`;
    console.log(
      `${"5000 invoices".padEnd(24)}${"navigation".padStart(12)}${"render".padStart(12)}${"JS heap".padStart(11)}${"DOM rows".padStart(9)}`,
    );
    console.log(line("ours (antd virtual)", ours));
    console.log(line("plain antd Table", plain));
    const pass = ours.renderMs <= TARGET_FIRST_ROWS_MS && ours.heapMb <= TARGET_HEAP_MB;
    console.log(
      `targets: first rows ≤ ${TARGET_FIRST_ROWS_MS} ms, heap ≤ ${TARGET_HEAP_MB} MB: ${pass ? "met" : "NOT met"}`,
    );
    console.log(`BENCH_RESULT ${JSON.stringify({ bench: "invoice-table", ours, plain, pass })}`);
  } finally {
    await browser.close();
    await portal.stop();
  }
}

await main();
