import type { AnchorItem } from "@domain/api/anchors";
import type { AnchorSettingsResponse } from "@domain/api/anchor-settings";
import type { Identity } from "@domain/api/auth";

/** An anchor row for component tests. */
export const anchorFixture = (overrides: Partial<AnchorItem> = {}): AnchorItem => ({
  id: "a-1",
  name: "Gokul Dairy Cooperative",
  gstin: "24AAACG0001A1Z5",
  pan: "AAACG0001A",
  status: "Active",
  lendingType: "CO_LENDING",
  programmeCount: 2,
  programLimitPaise: 5_00_00_000_00,
  limitUsedPaise: 1_23_456_78,
  limitAvailablePaise: 4_98_76_543_22,
  createdAt: "2025-04-01T05:00:00.000Z",
  ...overrides,
});

/** An anchor's settings for component tests. */
export const settingsFixture = (overrides: Partial<AnchorSettingsResponse> = {}): AnchorSettingsResponse => ({
  anchorId: "a-1",
  status: "Active",
  wfId: null,
  gst: true,
  rms: false,
  prePayEnable: false,
  subPlan: null,
  subvention: { liabilityDays: 30 },
  theme: { bgColor: "#1B5E20", logo: { medium: null, large: null } },
  ocr: { invoiceNumber: false, amount: true, date: false, supplierId: false },
  lendingType: "DEFAULT",
  version: 3,
  pendingChange: null,
  ...overrides,
});

export const adminIdentity: Identity = {
  id: "u-admin",
  name: "Arjun Mehta",
  email: "admin@demo.in",
  userType: "ADMIN",
  roles: ["ROLE_ADMIN"],
  kind: "ADMIN",
  lenderId: null,
  anchorId: null,
};
