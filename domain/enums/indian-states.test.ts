import { describe, expect, it } from "vitest";
import { GST_STATE_NAMES } from "../identifiers/gstin-states";
import { INDIAN_STATES } from "./indian-states";

describe("Indian states", () => {
  it("lists the 28 states and 8 union territories once each, alphabetically", () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
    expect([...INDIAN_STATES]).toEqual([...INDIAN_STATES].sort((a, b) => a.localeCompare(b)));
  });

  it("names every current GST state the same way", () => {
    const current = Object.values(GST_STATE_NAMES).filter(
      (name) => !["Daman and Diu", "Andhra Pradesh (before 2014)", "Other Territory"].includes(name),
    );
    expect(INDIAN_STATES).toEqual(expect.arrayContaining(current));
  });
});
