import { describe, expect, it } from "vitest";
import { gstStateName } from "./gstin-states";

describe("gstStateName", () => {
  it("names the state of a GSTIN's code, every code from 01 to 38 and 97", () => {
    expect(gstStateName("27AAPFU0939F1ZV")).toBe("Maharashtra");
    expect(gstStateName("29AAACG1234C1Z5")).toBe("Karnataka");
    expect(gstStateName("97AAAAA0000A1Z0")).toBe("Other Territory");
    for (let code = 1; code <= 38; code += 1)
      expect(gstStateName(String(code).padStart(2, "0"))).not.toBeNull();
  });

  it("answers null for a code no state has", () => {
    expect(gstStateName("99AAPFU0939F1ZV")).toBeNull();
    expect(gstStateName("")).toBeNull();
  });
});
