import { describe, expect, it } from "vitest";
import { NACH_BOUNCE_REASONS } from "./reasons";
import {
  ACTIVE_STATUS_FILTERS,
  ACTIVE_STATUS_LABELS,
  ACTIVE_STATUSES,
  APPROVAL_CHOICES,
  APPROVAL_STATUS_FILTERS,
  BOUNCE_FILTERS,
  EMI_STATUS_LABELS,
  EMI_STATUSES,
  FEE_STATUSES,
  GATEWAY_PAYMENT_STATUS_LABELS,
  GATEWAY_PAYMENT_STATUSES,
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  LOAN_STATUS_LABELS,
  LOAN_STATUSES,
  MANDATE_STATUSES,
  OFFER_STATUS_FILTERS,
  ONBOARDING_STATUS_LABELS,
  ONBOARDING_STATUSES,
  PAGE_PROGRESS_STATUSES,
  PAYMENT_COLLECTION_STATUS_LABELS,
  PAYMENT_COLLECTION_STATUSES,
  REPAYMENT_INVOICE_STATUS_FILTERS,
  REPAYMENT_INVOICE_STATUSES,
  SCHEDULE_STATUS_FILTERS,
  WALLET_STATUSES,
  type InvoiceStatus,
  type WalletStatus,
} from "./statuses";

describe("status lists of spec section 4, values and order", () => {
  it.each([
    [
      "invoice",
      INVOICE_STATUSES,
      ["Completed", "Cancelled", "Paid", "PreInitiated", "Initiated", "Approved", "Verified", "Rejected"],
    ],
    ["repayment invoice", REPAYMENT_INVOICE_STATUSES, ["Initiated", "Paid", "Failed"]],
    ["repayment invoice filter", REPAYMENT_INVOICE_STATUS_FILTERS, ["all", "Initiated", "Paid", "Failed"]],
    [
      "payment collection",
      PAYMENT_COLLECTION_STATUSES,
      ["INITIATED", "FAILED", "IN_PROCESS", "PAID", "COMPLETED", "EXPIRED", "PENDING"],
    ],
    [
      "EMI",
      EMI_STATUSES,
      [
        "COMPLETED",
        "CANCELLED",
        "PARTIAL_PAID",
        "INITIATED",
        "BOUNCED",
        "SCHEDULED",
        "READY_FOR_SCHEDULED",
        "PENDING",
        "FAILED",
        "RESCHEDULED",
        "PAUSED",
      ],
    ],
    [
      "gateway payment",
      GATEWAY_PAYMENT_STATUSES,
      [
        "Cancelled",
        "Completed",
        "Expired",
        "FAILED",
        "InProcessing",
        "Initiated",
        "USER_DROPPED",
        "PendingSettlement",
        "OrderCreated",
        "NOT_ATTEMPTED",
      ],
    ],
    [
      "onboarding",
      ONBOARDING_STATUSES,
      ["NEW_USER", "ESIGN_PENDING", "ENACH_PENDING", "PROCESSING_FEE_PENDING", "ACTIVE"],
    ],
    [
      "loan",
      LOAN_STATUSES,
      [
        "LOAN_DETAILS_SUBMITTED",
        "LOAN_REJECTED",
        "UNDER_REVIEW",
        "SANCTIONED",
        "KFS_ACCEPTED",
        "AGREEMENT_SIGNED",
        "ACTIVE",
        "CLOSED",
        "WRITTEN_OFF",
      ],
    ],
    [
      "mandate",
      MANDATE_STATUSES,
      ["Cancelled", "Completed", "Rejected", "Failed", "Refunded", "Scheduled", "ScheduledPending"],
    ],
    ["active", ACTIVE_STATUSES, ["Active", "InActive"]],
    ["active filter", ACTIVE_STATUS_FILTERS, ["active", "inActive"]],
    ["wallet", WALLET_STATUSES, ["Active", "In-Active"]],
    ["fee", FEE_STATUSES, ["paid", "unpaid"]],
    ["approval choice", APPROVAL_CHOICES, ["Rejected", "Approved"]],
    ["schedule filter", SCHEDULE_STATUS_FILTERS, ["all", "initiated", "scheduled"]],
    ["page progress", PAGE_PROGRESS_STATUSES, ["completed", "pending"]],
    ["offer filter", OFFER_STATUS_FILTERS, ["Created", "Accepted", "Approved"]],
    ["approval filter", APPROVAL_STATUS_FILTERS, ["Initiated", "Approved", "Rejected"]],
  ])("%s", (_name, list, expected) => {
    expect([...list]).toEqual(expected);
  });

  it("bounce filter is all plus every NACH bounce reason", () => {
    expect([...BOUNCE_FILTERS]).toEqual(["all", ...NACH_BOUNCE_REASONS]);
  });
});

describe("status labels", () => {
  it("cover every value and humanise the codes", () => {
    expect(Object.keys(INVOICE_STATUS_LABELS)).toEqual([...INVOICE_STATUSES]);
    expect(INVOICE_STATUS_LABELS.PreInitiated).toBe("Pre-initiated");
    expect(Object.keys(EMI_STATUS_LABELS)).toEqual([...EMI_STATUSES]);
    expect(EMI_STATUS_LABELS.PARTIAL_PAID).toBe("Partially paid");
    expect(PAYMENT_COLLECTION_STATUS_LABELS.IN_PROCESS).toBe("In process");
    expect(GATEWAY_PAYMENT_STATUS_LABELS.USER_DROPPED).toBe("User dropped");
    expect(GATEWAY_PAYMENT_STATUS_LABELS.PendingSettlement).toBe("Pending settlement");
    expect(ONBOARDING_STATUS_LABELS.ENACH_PENDING).toBe("E-NACH pending");
    expect(ACTIVE_STATUS_LABELS.InActive).toBe("Inactive");
    expect(Object.keys(LOAN_STATUS_LABELS)).toEqual([...LOAN_STATUSES]);
    expect(LOAN_STATUS_LABELS.KFS_ACCEPTED).toBe("KFS accepted");
    expect(LOAN_STATUS_LABELS.WRITTEN_OFF).toBe("Written off");
  });
});

describe("status types", () => {
  it("reject values from other lists", () => {
    // @ts-expect-error "FAILED" is a collection status, not an invoice status
    const invoice: InvoiceStatus = "FAILED";
    // @ts-expect-error the wallet list spells it "In-Active"
    const wallet: WalletStatus = "InActive";
    expect([invoice, wallet]).toHaveLength(2);
  });
});
