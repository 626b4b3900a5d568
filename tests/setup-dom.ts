import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// A loaded CI machine renders antd forms slowly: waitFor and findBy wait up to 5 s, not 1 s, before failing.
configure({ asyncUtilTimeout: 5_000 });

// Whatever a test rendered is unmounted before the next test, in every file.
afterEach(cleanup);
