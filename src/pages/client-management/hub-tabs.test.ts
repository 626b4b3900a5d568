import { describe, expect, it } from "vitest";
import { activeHubTab, HUB_TABS, hubTabsFor } from "./hub-tabs";

describe("the client-management hub's tabs", () => {
  it("are Users, Anchors, Programmes, Lenders and Report settings for platform staff", () => {
    expect(hubTabsFor({ userType: "ADMIN" }).map((tab) => tab.label)).toEqual([
      "Users",
      "Anchors",
      "Programmes",
      "Lenders",
      "Report settings",
    ]);
    expect(hubTabsFor({ userType: "OPS" })).toEqual(HUB_TABS);
  });

  it("are Users, Programmes and Lenders only for NBFC staff", () => {
    expect(hubTabsFor({ userType: "NBFC" }).map((tab) => tab.key)).toEqual([
      "users",
      "programmes",
      "lenders",
    ]);
  });

  it("open the URL's tab when the user may use it, else the first", () => {
    expect(activeHubTab(HUB_TABS, "anchors")).toBe("anchors");
    expect(activeHubTab(HUB_TABS, null)).toBe("users");
    expect(activeHubTab(hubTabsFor({ userType: "NBFC" }), "anchors")).toBe("users");
    expect(activeHubTab(HUB_TABS, "nonsense")).toBe("users");
  });
});
