import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// A loaded CI machine renders antd forms slowly: waitFor and findBy wait up to 5 s, not 1 s, before failing.
configure({ asyncUtilTimeout: 5_000 });

// Files share one environment per worker (the component project does not isolate them): whatever a test
// rendered, and a clock it faked, must not reach the next test or file.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = "";
});
