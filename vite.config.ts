import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

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

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  build: { outDir: "dist", sourcemap: false, chunkSizeWarningLimit: 1200 },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(servicePrefixes.map((prefix) => [prefix, { target: apiTarget }])),
  },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: ["domain/**/*.test.ts"],
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
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          environment: "node",
          include: ["server/**/*.test.ts", "tests/api/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
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
