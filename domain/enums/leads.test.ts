import { describe, expect, it } from "vitest";
import { LEAD_SOURCE_LABELS, LEAD_SOURCES, LEAD_STAGE_LABELS, LEAD_STAGES } from "./leads";
import { statusTagColor } from "./status-colors";

describe("lead enumerations", () => {
  it("lists the stages in funnel order and the sources", () => {
    expect(LEAD_STAGES).toEqual([
      "NEW",
      "CONTACTED",
      "DOCUMENTS_PENDING",
      "QUALIFIED",
      "CONVERTED",
      "DROPPED",
    ]);
    expect(LEAD_SOURCES).toEqual(["SIGNUP", "ANCHOR_REFERRAL", "CAMPAIGN", "WALK_IN"]);
  });

  it("labels every stage and source for display", () => {
    expect(LEAD_STAGE_LABELS.DOCUMENTS_PENDING).toBe("Documents pending");
    expect(LEAD_SOURCE_LABELS).toEqual({
      SIGNUP: "Self sign-up",
      ANCHOR_REFERRAL: "Anchor referral",
      CAMPAIGN: "Campaign",
      WALK_IN: "Walk-in",
    });
  });

  it("gives every stage its own tag colour: converted green, dropped grey", () => {
    const colours = LEAD_STAGES.map(statusTagColor);
    expect(new Set(colours).size).toBe(LEAD_STAGES.length);
    expect(statusTagColor("CONVERTED")).toBe("green");
    expect(statusTagColor("DROPPED")).toBe("default");
  });
});
