import { describe, expect, it } from "vitest";
import { kfsCalculatorRequestSchema, rupeeText } from "./kfs-calculator";

describe("kfs calculator contract", () => {
  it("writes paise as rupees with two decimals", () => {
    expect(rupeeText(96_973)).toBe("969.73");
    expect(rupeeText(5)).toBe("0.05");
    expect(rupeeText(-120)).toBe("-1.20");
  });

  it("charges 18 % GST on the fee unless told otherwise, and takes numbers as typed text", () => {
    const values = kfsCalculatorRequestSchema.parse({
      loanAmount: 20_000,
      interestRateKfs: 15,
      loanTenure: "24",
      repaymentFrequency: "MONTHLY",
      processingFeeKfs: "2",
    });
    expect(values).toMatchObject({
      loanAmount: "20000",
      interestRateKfs: "15",
      loanTenure: 24,
      feeGstPercent: "18",
    });
  });

  it("keeps tenures to forty years", () => {
    const result = kfsCalculatorRequestSchema.safeParse({
      loanAmount: "1000",
      interestRateKfs: "10",
      loanTenure: 481,
      repaymentFrequency: "MONTHLY",
      processingFeeKfs: "0",
    });
    expect(result.error?.issues[0]?.message).toBe("Loan Tenure cannot be more than 480");
  });
});
