import { describe, expect, it } from "vitest";
import { bankNameForIfsc, ifscExists } from "./bank-directory";

describe("bankNameForIfsc", () => {
  it("names the bank of its prefix for a branch the bank runs itself", () => {
    expect(bankNameForIfsc("HDFC0000001")).toBe("HDFC Bank");
    expect(bankNameForIfsc("SBIN0000001")).toBe("State Bank of India");
  });

  it.each([
    // sublet.json: one branch, operator given by bank code
    ["HDFC0CAMBLA", "Akola Merchant Co-operative Bank"],
    ["HDFC0CKUB01", "Khamgaon Urban Co-operative Bank"],
    // custom-sublets.json: a prefix covering a range, operator given by bank code
    ["KSCB0006001", "Tumkur District Central Bank"],
    ["KSCB0006027", "Tumkur District Central Bank"],
    // custom-sublets.json: operator given by name
    ["ICIC00TJUCB", "Jamkhandi Urban Co-operative Bank"],
    ["KJSB0KUB252", "Konark Urban Co-operative Bank"],
    ["WBSC0DJCB02", "Darjeeling District Central Co-operative Bank"],
  ])("names the bank that operates sublet branch %s", (ifsc, name) => {
    expect(ifscExists(ifsc)).toBe(true);
    expect(bankNameForIfsc(ifsc)).toBe(name);
  });

  it("keeps the sponsor bank for its own branches next to a sublet range", () => {
    expect(bankNameForIfsc("KSCB0000001")).toBe("Karnataka State Co-operative Apex Bank");
    expect(bankNameForIfsc("WBSC0000001")).toBe("West Bengal State Co-operative Bank");
  });

  it("is null for a bank code the dataset does not know", () => {
    expect(bankNameForIfsc("ABCD0000001")).toBeNull();
  });
});

describe("ifscExists", () => {
  it("knows real branches, numeric and lettered, and nothing else", () => {
    expect(ifscExists("HDFC0000001")).toBe(true);
    expect(ifscExists("HDFC0CAMBLA")).toBe(true);
    expect(ifscExists("HDFC0ZZZZZZ")).toBe(false);
    expect(ifscExists("ABCD0000001")).toBe(false);
  });
});
