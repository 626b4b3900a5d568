import { describe, expect, it } from "vitest";
import {
  NACH_BOUNCE_REASON_LABELS,
  NACH_BOUNCE_REASONS,
  NACH_BOUNCE_RETRYABLE,
  NACH_RETURN_CODES,
  REJECT_REASONS,
  type RejectReason,
} from "./reasons";

describe("REJECT_REASONS", () => {
  it("are the spec's six reasons, word for word and in order", () => {
    expect([...REJECT_REASONS]).toEqual([
      "Invalid amount",
      "Invalid date",
      "Invalid document",
      "Credit limit exceeded",
      "Supplier not verified",
      "Profile not completed",
    ]);
  });

  it("type rejects other text", () => {
    // @ts-expect-error not one of the reasons
    const reason: RejectReason = "Credit limit exceded";
    expect(REJECT_REASONS).not.toContain(reason);
  });
});

describe("NACH bounce reasons", () => {
  it("map to the NPCI return codes and only a short balance is retryable", () => {
    expect(NACH_RETURN_CODES).toEqual({
      INSUFFICIENT_BALANCE: "04",
      ACCOUNT_CLOSED: "01",
      EXCEEDS_MANDATE_LIMIT: "05",
      STOPPED_BY_PAYER: "06",
      INVALID_UMRN: "21",
    });
    expect(NACH_BOUNCE_REASONS.filter((reason) => NACH_BOUNCE_RETRYABLE[reason])).toEqual([
      "INSUFFICIENT_BALANCE",
    ]);
    expect(Object.keys(NACH_BOUNCE_REASON_LABELS)).toEqual([...NACH_BOUNCE_REASONS]);
  });
});
