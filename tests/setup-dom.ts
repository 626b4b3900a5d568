import "@testing-library/jest-dom/vitest";
import StyleContext from "@ant-design/cssinjs/lib/StyleContext";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { clearSession } from "../providers/token-store";

/**
 * antd renders without injecting its CSS-in-JS stylesheets, as it does on a server (cssinjs's own `mock` switch,
 * set on the context's default value so that every render gets it without a wrapper). jsdom lays nothing out, but
 * it parsed every injected rule and walked them all on each getComputedStyle: most of these tests' time.
 * What CSS shows or hides is checked where it is applied, in Chromium (tests/e2e).
 */
(StyleContext as unknown as { _currentValue: { mock?: "server" | "client" } })._currentValue.mock = "server";

// A loaded CI machine renders antd forms slowly: waitFor and findBy wait up to 5 s, not 1 s, before failing.
configure({ asyncUtilTimeout: 5_000 });

// Whatever a test rendered is unmounted before the next test, in every file.
afterEach(cleanup);

// A worker runs many files in one module graph and one window (the project's `isolate: false`): each file starts
// signed out, with empty storage, at "/", as it would in a window of its own.
beforeAll(() => {
  clearSession();
  window.history.replaceState(null, "", "/");
});
