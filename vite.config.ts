import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { SESSION_COOKIES } from "./providers/session-cookies";
import { precompress } from "./vite-precompress";
import { routePreload } from "./vite-route-preload";

/** Only Vitest orders test files (and only it needs `vitest/node`; the build and `npm start` do not load it). */
const SlowFirstSequencer = process.env.VITEST
  ? (await import("./tests/slow-first-sequencer")).default
  : undefined;

const root = (dir: string) => fileURLToPath(new URL(`./${dir}`, import.meta.url));

/** Path aliases shared by the portal build, Vitest and the server (through tsx and tsconfig paths). */
export const alias = {
  "@domain": root("domain"),
  "@providers": root("providers"),
  "@resources": root("resources"),
  "@src": root("src"),
  "@server": root("server"),
};

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? "3000"}`;
const servicePrefixes = ["/auth", "/user", "/account", "/master", "/lead", "/api", "/docs"];

/**
 * Fewer, larger chunks where every screen needs them anyway: on a phone each extra request costs a round
 * trip. `app` is what boot always runs; `ui` is the light shared UI (no antd) of the login page, the layout
 * and the landing pages. Pages stay one lazy chunk each; antd keeps rolldown's own splitting.
 */
const CHUNK_GROUPS = [
  {
    name: "app",
    priority: 30,
    test: /node_modules\/(react|react-dom|scheduler|react-router|@refinedev\/(core|react-router|devtools-[a-z]+)|@tanstack|zod|js-cookie|nprogress|qs|lodash-es|papaparse|pluralize)\/|\/providers\/(?!antd-notification)|\/domain\/(api\/(auth|access|envelope)|access\/|payload\/|constants|routes)/,
  },
  {
    name: "ui",
    priority: 20,
    test: /\/src\/(hooks|components\/ui|components\/(status-tag|date-text|inr-amount|menu-icon|user-type|debounced-search-input|page-size-select))|\/domain\/(enums|dates|money|text)\//,
  },
];

export default defineConfig({
  plugins: [
    react(),
    routePreload(
      { login: "src/pages/login/login-page.tsx", layout: "src/layout/portal-layout.tsx" },
      SESSION_COOKIES,
    ),
    precompress(),
  ],
  resolve: { alias },
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // The manifest lets bench/bundle-size.ts follow exactly which chunks a route loads.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(servicePrefixes.map((prefix) => [prefix, { target: apiTarget }])),
  },
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores that left one idle.
    maxWorkers: 2,
    // The long files first, so that no worker runs one alone at the end of a phase.
    ...(SlowFirstSequencer ? { sequence: { sequencer: SlowFirstSequencer } } : {}),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: ["domain/**/*.test.ts"],
          // Pure functions: importing them once per worker instead of once per file changes nothing else.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "component",
          environment: "jsdom",
          include: ["providers/**/*.test.{ts,tsx}", "resources/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}"],
          setupFiles: ["./tests/setup-dom.ts"],
          // antd and Refine are imported once per worker, not once per file (a minute and a half of this project's
          // two): tests/setup-dom.ts starts every file signed out, with empty storage, at "/".
          isolate: false,
          // Form tests click through antd widgets in jsdom: seconds each on a busy two-core machine.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          environment: "node",
          include: ["server/**/*.test.ts", "tests/api/**/*.test.ts", "tests/security/**/*.test.ts"],
          globalSetup: ["./tests/api-global-setup.ts"],
          setupFiles: ["./tests/api-setup.ts"],
          // The server's modules are imported once per worker instead of once per file (most of this project's
          // time was importing): every file still builds its own app on its own database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
    coverage: {
      provider: "v8",
      include: ["domain/**/*.ts"],
      exclude: ["domain/**/*.test.ts"],
      reporter: ["text-summary", "text"],
    },
  },
});
