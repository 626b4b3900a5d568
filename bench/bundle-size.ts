/**
 * Gzip size of the JavaScript the browser loads for `/login`, read from the production build (dist/).
 * Follows Vite's manifest from index.html through every static import, plus the login page's lazy chunk
 * and its static imports (what React.lazy fetches before the page shows). Run `npm run build` first.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export const LOGIN_BUDGET_KB = 250;
const LOGIN_PAGE_SOURCE = "src/pages/login/login-page.tsx";

function readManifest(dist: string): Manifest {
  const path = join(dist, ".vite", "manifest.json");
  if (!existsSync(path)) throw new Error(`No ${path}: run \`npm run build\` first (build.manifest is on).`);
  return JSON.parse(readFileSync(path, "utf8")) as Manifest;
}

/** A chunk key and everything it imports statically. */
function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}"`);
    seen.add(key);
    closure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

export interface BundleReport {
  files: { file: string; rawKb: number; gzipKb: number }[];
  totalGzipKb: number;
  totalRawKb: number;
}

export function loginBundle(dist = "dist"): BundleReport {
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("The manifest has no entry chunk");
  const loginKey = Object.keys(manifest).find((key) => manifest[key]?.src === LOGIN_PAGE_SOURCE);
  if (!loginKey) throw new Error(`The manifest has no chunk for ${LOGIN_PAGE_SOURCE}`);
  const keys = closure(manifest, [entry, loginKey]);
  const files = [...keys]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith(".js"))
    .map((file) => {
      const bytes = readFileSync(join(dist, file));
      return { file, rawKb: bytes.length / 1024, gzipKb: gzipKb(bytes) };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);
  return {
    files,
    totalGzipKb: files.reduce((sum, file) => sum + file.gzipKb, 0),
    totalRawKb: files.reduce((sum, file) => sum + file.rawKb, 0),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = loginBundle(process.argv[2] ?? "dist");
  for (const file of report.files) {
    console.log(
      `${file.gzipKb.toFixed(1).padStart(8)} KB gzip  ${file.rawKb.toFixed(1).padStart(8)} KB  ${file.file}`,
    );
  }
  const verdict = report.totalGzipKb <= LOGIN_BUDGET_KB ? "within" : "OVER";
  console.log(
    `\nJS loaded by /login: ${report.totalGzipKb.toFixed(1)} KB gzip (${report.totalRawKb.toFixed(0)} KB raw), ` +
      `${verdict} the ${LOGIN_BUDGET_KB} KB budget, ${report.files.length} files`,
  );
  const result = {
    bench: "bundle-size",
    page: "/login",
    jsGzipKb: Number(report.totalGzipKb.toFixed(1)),
    budgetKb: LOGIN_BUDGET_KB,
    files: report.files.length,
  };
  console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
  if (report.totalGzipKb > LOGIN_BUDGET_KB) process.exitCode = 1;
}
