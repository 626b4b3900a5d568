import "@testing-library/jest-dom/vitest";
import StyleContext from "@ant-design/cssinjs/lib/StyleContext";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

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
