import js from "@eslint/js";
import checkFile from "eslint-plugin-check-file";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The architecture, enforced: each zone lists the folders its files may not import from. */
const zones = [
  {
    target: "./domain",
    from: ["./providers", "./resources", "./src", "./server"],
    message: "domain/ imports nothing of ours.",
  },
  {
    target: "./server",
    from: ["./providers", "./resources", "./src"],
    message: "server/ imports only domain/.",
  },
  {
    target: "./providers",
    from: ["./resources", "./src", "./server"],
    message: "providers/ imports only domain/.",
  },
  { target: "./resources", from: ["./server"], message: "The portal never imports server/." },
  { target: "./src", from: ["./server"], message: "The portal never imports server/." },
];

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "dist",
      "data",
      "coverage",
      "playwright-report",
      "test-results",
      "server/db/migrations",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX, "check-file": checkFile },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones }],
      "import-x/no-cycle": ["error", { maxDepth: 10, ignoreExternal: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": [
        "error",
        { "{domain,providers,resources,src,server,tests,bench,scripts}/**/": "KEBAB_CASE" },
      ],
    },
  },
  {
    files: ["**/*.tsx", "providers/**/*.ts", "src/**/*.ts", "resources/**/*.ts"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region that scrolls sideways must be focusable to be scrolled by keyboard (WCAG 2.1.1, axe's
      // scrollable-region-focusable), so a labelled `region` may take tabIndex 0.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
    },
  },
);
