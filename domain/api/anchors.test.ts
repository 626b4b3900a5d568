import { describe, expect, it } from "vitest";
import { anchorOptions } from "./anchors";

describe("the anchor select's options", () => {
  it("label each anchor by its name alone, never its id", () => {
    expect(anchorOptions([{ id: "a-1", name: "Gokul Dairy Cooperative", gstin: "27AAACG1234A1Z5" }])).toEqual(
      [{ value: "a-1", label: "Gokul Dairy Cooperative" }],
    );
  });

  it("tell namesakes apart by GSTIN, whatever the case of their names", () => {
    const options = anchorOptions([
      { id: "a-1", name: "Shree Dairy", gstin: "27AAACS1111A1Z1" },
      { id: "a-2", name: "SHREE DAIRY", gstin: "24AAACS2222A1Z2" },
      { id: "a-3", name: "Gomti Agro", gstin: "09AAACG3333A1Z3" },
    ]);
    expect(options.map((option) => option.label)).toEqual([
      "Shree Dairy (GSTIN 27AAACS1111A1Z1)",
      "SHREE DAIRY (GSTIN 24AAACS2222A1Z2)",
      "Gomti Agro",
    ]);
  });
});
