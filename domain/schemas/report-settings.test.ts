import { describe, expect, it } from "vitest";
import { reportSettingsSchema } from "./report-settings";
import { messageAt, parseValid } from "./test-helpers";

describe("reportSettingsSchema", () => {
  const valid = { userType: "ANCHOR", eventEmail: "reports@anand.in", reports: ["DAILY", "MONTHLY"] };

  it("accepts settings", () => {
    expect(parseValid(reportSettingsSchema, valid)).toEqual(valid);
  });

  it("shows its messages", () => {
    expect(messageAt(reportSettingsSchema, { ...valid, reports: [] }, "reports")).toBe("Reports is required");
    expect(messageAt(reportSettingsSchema, { ...valid, reports: ["WEEKLY"] }, "reports.0")).toBe(
      "Please select one option",
    );
    expect(messageAt(reportSettingsSchema, { ...valid, eventEmail: "" }, "eventEmail")).toBe(
      "Email is required",
    );
    expect(messageAt(reportSettingsSchema, { ...valid, eventEmail: "reports" }, "eventEmail")).toBe(
      "Email must be a valid email address",
    );
    expect(messageAt(reportSettingsSchema, { ...valid, userType: "" }, "userType")).toBe(
      "User Type is required",
    );
  });
});
