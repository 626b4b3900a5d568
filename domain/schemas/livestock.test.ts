import { describe, expect, it } from "vitest";
import { livestockSchema, milchAnimalsSchema, projectCostSchema } from "./livestock";
import { messageAt, parseValid } from "./test-helpers";

describe("livestockSchema", () => {
  it("accepts livestock and shows its messages", () => {
    expect(parseValid(livestockSchema, { livestockType: "COW", quantity: "4", bread: "GIR" }).quantity).toBe(
      4,
    );
    expect(parseValid(livestockSchema, { livestockType: "Sheeps", quantity: 12 }).bread).toBeUndefined();
    expect(messageAt(livestockSchema, { livestockType: "Horse", quantity: 1 }, "livestockType")).toBe(
      "Livestock Type is required",
    );
    expect(messageAt(livestockSchema, { livestockType: "COW", quantity: 0 }, "quantity")).toBe(
      "Quantity cannot be less than 1",
    );
    expect(messageAt(livestockSchema, { livestockType: "COW", quantity: 2, bread: "JERSEY" }, "bread")).toBe(
      "Breed is required",
    );
  });
});

describe("milchAnimalsSchema", () => {
  it("keeps the lactation stages within the milch animals", () => {
    expect(parseValid(milchAnimalsSchema, { milchAnimals: 5, entry: 2, mid: 2, late: 1 }).late).toBe(1);
    expect(
      messageAt(milchAnimalsSchema, { milchAnimals: 5, entry: 3, mid: 2, late: 1 }, "milchAnimals"),
    ).toBe("Early, mid and late lactation cannot add up to more than the Milch Animals");
    expect(messageAt(milchAnimalsSchema, { milchAnimals: 5, entry: "", mid: 2, late: 1 }, "entry")).toBe(
      "Early Lactation is required",
    );
  });
});

describe("projectCostSchema", () => {
  const valid = {
    particulars: "DAIRY_EQUIPMENTS",
    subCategory: "MILKING_MACHINE",
    area: 2,
    costPerUnit: "32500.50",
  };

  it("computes the total cost and ignores the one sent", () => {
    expect(parseValid(projectCostSchema, { ...valid, totalCost: "1" }).totalCost).toBe("65001");
    expect(parseValid(projectCostSchema, { ...valid, area: "1.5", costPerUnit: "1000.25" }).totalCost).toBe(
      "1500.38",
    );
  });

  it("takes only the particular's own sub-categories", () => {
    expect(messageAt(projectCostSchema, { ...valid, subCategory: "GREEN_FODDER" }, "subCategory")).toBe(
      "Please select one option",
    );
    expect(
      parseValid(projectCostSchema, { ...valid, particulars: "OTHER", subCategory: "OTHER" }).totalCost,
    ).toBe("65001");
    expect(messageAt(projectCostSchema, { ...valid, costPerUnit: "" }, "costPerUnit")).toBe(
      "Cost per Unit is required",
    );
  });
});
