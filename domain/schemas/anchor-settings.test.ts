import { describe, expect, it } from "vitest";
import { anchorSettingsSchema } from "./anchor-settings";
import { messageAt, parseValid } from "./test-helpers";

const valid = {
  wfId: "wf-1",
  gst: true,
  prePayEnable: true,
  subvention: { liabilityDays: 30 },
  theme: { bgColor: "#FFFFFF", logo: { medium: "https://cdn.example.in/m.png" } },
  ocr: { invoiceNumber: true, amount: true, date: false, supplierId: false },
  lendingType: "CO_LENDING",
};

describe("anchorSettingsSchema", () => {
  it("accepts nested settings and fills the switches that are absent", () => {
    const values = parseValid(anchorSettingsSchema, valid);
    expect(values.rms).toBe(false);
    expect(values.ocr.amount).toBe(true);
    const bare = parseValid(anchorSettingsSchema, {
      wfId: "wf-1",
      subvention: { liabilityDays: 1 },
      lendingType: "NONE",
    });
    expect(bare.ocr).toEqual({ invoiceNumber: false, amount: false, date: false, supplierId: false });
  });

  it("reports errors under the nested paths", () => {
    expect(
      messageAt(
        anchorSettingsSchema,
        { ...valid, subvention: { liabilityDays: 120 } },
        "subvention.liabilityDays",
      ),
    ).toBe("maximum days cannot be more than 90");
    expect(
      messageAt(anchorSettingsSchema, { ...valid, theme: { bgColor: "#12345G" } }, "theme.bgColor"),
    ).toBe("Background Colour must be a hex colour like #1A73E8");
    const pdf = { name: "logo.pdf", type: "application/pdf", size: 100 };
    expect(
      messageAt(anchorSettingsSchema, { ...valid, theme: { logo: { large: pdf } } }, "theme.logo.large"),
    ).toBe("Large Logo must be a JPEG or PNG file");
    expect(messageAt(anchorSettingsSchema, { ...valid, wfId: "" }, "wfId")).toBe("Workflow is required");
    expect(messageAt(anchorSettingsSchema, { ...valid, lendingType: "LEASE" }, "lendingType")).toBe(
      "Lending Type is required",
    );
  });
});
