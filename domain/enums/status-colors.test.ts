import { describe, expect, it } from "vitest";
import { UTR_IMPORT_STATES, UTR_ROW_STATES } from "@domain/api/utr-imports";
import { LEAD_STAGES } from "./leads";
import { STATUS_TAG_COLORS, statusTagColor, TAG_COLORS } from "./status-colors";
import {
  ACTIVE_STATUS_FILTERS,
  ACTIVE_STATUSES,
  APPROVAL_CHOICES,
  APPROVAL_STATUS_FILTERS,
  EMI_STATUSES,
  FEE_STATUSES,
  GATEWAY_PAYMENT_STATUSES,
  INVOICE_STATUSES,
  LOAN_STATUSES,
  MANDATE_STATUSES,
  OFFER_STATUS_FILTERS,
  ONBOARDING_STATUSES,
  PAGE_PROGRESS_STATUSES,
  PAYMENT_COLLECTION_STATUSES,
  REPAYMENT_INVOICE_STATUSES,
  SCHEDULE_STATUS_FILTERS,
  WALLET_STATUSES,
} from "./statuses";

describe("STATUS_TAG_COLORS", () => {
  const allStatuses = [
    ...INVOICE_STATUSES,
    ...REPAYMENT_INVOICE_STATUSES,
    ...PAYMENT_COLLECTION_STATUSES,
    ...EMI_STATUSES,
    ...GATEWAY_PAYMENT_STATUSES,
    ...ONBOARDING_STATUSES,
    ...LOAN_STATUSES,
    ...MANDATE_STATUSES,
    ...ACTIVE_STATUSES,
    ...ACTIVE_STATUS_FILTERS,
    ...WALLET_STATUSES,
    ...FEE_STATUSES,
    ...APPROVAL_CHOICES,
    ...SCHEDULE_STATUS_FILTERS.filter((value) => value !== "all"),
    ...PAGE_PROGRESS_STATUSES,
    ...OFFER_STATUS_FILTERS,
    ...APPROVAL_STATUS_FILTERS,
    ...LEAD_STAGES,
    ...UTR_IMPORT_STATES,
    ...UTR_ROW_STATES,
  ];

  it("gives every status value of every list an antd tag colour, and nothing else", () => {
    for (const status of allStatuses) expect(TAG_COLORS).toContain(statusTagColor(status));
    expect(Object.keys(STATUS_TAG_COLORS).sort()).toEqual([...new Set(allStatuses)].sort());
  });

  it("colours by meaning", () => {
    expect(statusTagColor("Completed")).toBe("green");
    expect(statusTagColor("Rejected")).toBe("red");
    expect(statusTagColor("BOUNCED")).toBe("volcano");
    expect(statusTagColor("Cancelled")).toBe("default");
  });

  it("tells every loan status apart", () => {
    expect(new Set(LOAN_STATUSES.map(statusTagColor)).size).toBe(LOAN_STATUSES.length);
  });

  it("falls back to default for an unknown value, including inherited object keys", () => {
    expect(statusTagColor("SOMETHING_NEW")).toBe("default");
    expect(statusTagColor("toString")).toBe("default");
  });
});
