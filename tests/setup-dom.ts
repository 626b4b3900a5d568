import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";

// A loaded CI machine renders antd forms slowly: waitFor and findBy wait up to 5 s, not 1 s, before failing.
configure({ asyncUtilTimeout: 5_000 });
