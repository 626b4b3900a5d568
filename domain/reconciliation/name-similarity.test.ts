import { describe, expect, it } from "vitest";
import { nameSimilarity, nameTokens } from "./name-similarity";

describe("nameSimilarity", () => {
  it("drops noise words, digits and single letters", () => {
    expect(nameTokens("NEFT CR-HDFC0001234-M/S GOKUL DAIRY PVT LTD-123456789012")).toEqual([
      "HDFC0001234",
      "GOKUL",
      "DAIRY",
    ]);
  });

  it("scores the share of the name's words found in the narration", () => {
    expect(nameSimilarity("Gokul Dairy Pvt Ltd", "NEFT CR GOKUL DAIRY")).toBe(1);
    expect(nameSimilarity("Gokul Dairy Pvt Ltd", "UPI/GOKUL/payment")).toBe(0.5);
    expect(nameSimilarity("Gokul Dairy", "IMPS SAHYADRI FARMS")).toBe(0);
  });

  it("accepts a truncated word of four letters or more, not shorter", () => {
    expect(nameSimilarity("Krishnamurthy Traders", "NEFT KRISHNA TRAD")).toBe(1);
    expect(nameSimilarity("Ram Traders", "NEFT RA TRADERS")).toBe(0.5);
  });

  it("is 0 for a name with no meaningful word", () => {
    expect(nameSimilarity("Pvt Ltd", "PVT LTD")).toBe(0);
  });
});
