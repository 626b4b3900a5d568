import { describe, expect, it } from "vitest";
import { STATES_AND_UNION_TERRITORIES } from "./current-state-names";
import { lookupPincode } from "./pincode-directory";

describe("lookupPincode", () => {
  it.each([
    ["194101", "Leh", "Ladakh"],
    ["560001", "Bengaluru Urban", "Karnataka"],
    ["122001", "Gurugram", "Haryana"],
    ["520001", "NTR", "Andhra Pradesh"],
    ["521001", "Krishna", "Andhra Pradesh"],
    ["516001", "YSR Kadapa", "Andhra Pradesh"],
    ["605001", "Puducherry", "Puducherry"],
    ["396230", "Dadra and Nagar Haveli", "Dadra and Nagar Haveli and Daman and Diu"],
    ["396210", "Daman", "Dadra and Nagar Haveli and Daman and Diu"],
    ["492001", "Raipur", "Chhattisgarh"],
    ["500001", "Hyderabad", "Telangana"],
    ["190001", "Srinagar", "Jammu and Kashmir"],
    ["211001", "Prayagraj", "Uttar Pradesh"],
  ])("files %s under its current district %s and state %s", (pincode, district, state) => {
    expect(lookupPincode(pincode)).toMatchObject({ pincode, district, state });
  });

  it.each([
    ["533347", "East Godavari", "Andhra Pradesh"],
    ["713132", "Purba Bardhaman", "West Bengal"],
    ["194107", "Leh", "Ladakh"],
  ])("knows %s, opened after India Post's 2016 directory, under %s, %s", (pincode, district, state) => {
    expect(lookupPincode(pincode)).toMatchObject({ pincode, district, state });
  });

  it("renames towns inside the city name", () => {
    expect(lookupPincode("560001")?.city).toBe("Bengaluru North");
    expect(lookupPincode("605001")?.city).toBe("Puducherry");
  });

  it("names only the 28 states and 8 union territories of today", () => {
    expect(STATES_AND_UNION_TERRITORIES).toHaveLength(36);
    const states = new Set<string>();
    for (let pincode = 110000; pincode <= 999999; pincode += 1) {
      const place = lookupPincode(String(pincode));
      if (place) states.add(place.state);
    }
    expect([...states].sort()).toEqual([...STATES_AND_UNION_TERRITORIES].sort());
  });

  it("is null for a PIN code India Post does not list", () => {
    expect(lookupPincode("999999")).toBeNull();
  });
});
