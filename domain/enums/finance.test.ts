import { describe, expect, it } from "vitest";
import {
  ACCOUNT_TYPE_LABELS,
  ACCOUNT_TYPES,
  AUTO_DEBIT_CHOICES,
  BULK_IMPORT_TYPE_LABELS,
  BULK_IMPORT_TYPES,
  ENACH_INTEREST_DAYS,
  INTEREST_CALCULATION_BASES,
  INVOICE_TYPE_LABELS,
  INVOICE_TYPES,
  LENDING_TYPE_LABELS,
  LENDING_TYPES,
  LOAN_REPAYMENT_DURATION_DAYS,
  PARTNER_CREATE_TDS_OPTIONS,
  PARTNER_REPAYMENT_TDS_OPTIONS,
  PAYMENT_REFERENCE_TYPES,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  REPAYMENT_ENTRY_DURATION_DAYS,
  REPAYMENT_FREQUENCIES,
  REPAYMENT_FREQUENCY_LABELS,
  type AccountType,
  type PartnerCreateTdsOption,
  type PartnerRepaymentTdsOption,
  type RepaymentEntryDurationDays,
} from "./finance";

describe("finance enumerations, values and order", () => {
  it.each([
    ["account types", ACCOUNT_TYPES, ["SAVINGS", "CURRENT", "CASH CREDIT", "OVERDRAFT", "OTHER"]],
    [
      "invoice types",
      INVOICE_TYPES,
      ["SUPPLIER_INVOICE", "PARTNER_INVOICE", "SUPPLIER_DISCOUNTING", "DRAWDOWN_REQUEST"],
    ],
    [
      "repayment frequencies",
      REPAYMENT_FREQUENCIES,
      ["DAILY", "WEEKLY", "MONTHLY", "QUARTERLY", "SEMIANNUALLY", "YEARLY", "ADHOC"],
    ],
    ["loan durations", LOAN_REPAYMENT_DURATION_DAYS, [7, 10, 15, 30, 35, 40, 45, 60, 90]],
    ["repayment entry durations", REPAYMENT_ENTRY_DURATION_DAYS, [30]],
    ["interest bases", INTEREST_CALCULATION_BASES, ["YEARLY", "MONTHLY", "DAYS"]],
    ["partner repayment TDS", PARTNER_REPAYMENT_TDS_OPTIONS, [0, 1, 2, 3, 3.54, 4, 5, 10]],
    ["partner create TDS", PARTNER_CREATE_TDS_OPTIONS, [0, 1, 1.5, 2, 3, 3.54, 5, 7]],
    ["e-nach interest days", ENACH_INTEREST_DAYS, [30, 45, 90]],
    ["lending types", LENDING_TYPES, ["NONE", "DEFAULT", "CO_LENDING"]],
    ["payment types", PAYMENT_TYPES, ["Enach", "UPI", "Debit Card", "Net Banking"]],
    ["payment references", PAYMENT_REFERENCE_TYPES, ["COLLECTION", "REPAYMENT"]],
    ["bulk import types", BULK_IMPORT_TYPES, ["utr_update", "utr_payment"]],
    ["auto-debit choices", AUTO_DEBIT_CHOICES, ["disabled", "enabled"]],
  ])("%s", (_name, list, expected) => {
    expect([...list]).toEqual(expected);
  });

  it("labels cover every value", () => {
    expect(Object.keys(ACCOUNT_TYPE_LABELS)).toEqual([...ACCOUNT_TYPES]);
    expect(ACCOUNT_TYPE_LABELS["CASH CREDIT"]).toBe("Cash credit");
    expect(Object.keys(INVOICE_TYPE_LABELS)).toEqual([...INVOICE_TYPES]);
    expect(REPAYMENT_FREQUENCY_LABELS.SEMIANNUALLY).toBe("Half-yearly");
    expect(LENDING_TYPE_LABELS.CO_LENDING).toBe("Co-lending");
    expect(PAYMENT_TYPE_LABELS.Enach).toBe("e-NACH");
    expect(BULK_IMPORT_TYPE_LABELS).toEqual({ utr_update: "UTR update", utr_payment: "UTR payment" });
  });

  it("the two TDS lists differ and their types do not mix", () => {
    // @ts-expect-error 1.5 is offered only when creating a partner
    const repaymentTds: PartnerRepaymentTdsOption = 1.5;
    // @ts-expect-error 10 is offered only on the repayment form
    const createTds: PartnerCreateTdsOption = 10;
    // @ts-expect-error repayment entry offers 30 days only
    const duration: RepaymentEntryDurationDays = 45;
    // @ts-expect-error the value has a space, not an underscore
    const account: AccountType = "CASH_CREDIT";
    expect(PARTNER_REPAYMENT_TDS_OPTIONS).not.toContain(repaymentTds);
    expect(PARTNER_CREATE_TDS_OPTIONS).not.toContain(createTds);
    expect(REPAYMENT_ENTRY_DURATION_DAYS).not.toContain(duration);
    expect(ACCOUNT_TYPES).not.toContain(account);
  });
});
