import { describe, expect, it } from "vitest";
import { tablePagination } from "./page-size-select";

describe("the page-size choices", () => {
  it("gives antd tables the spec's choices, 10 to 5000", () => {
    expect(tablePagination().pageSizeOptions).toEqual([
      "10",
      "25",
      "50",
      "100",
      "200",
      "300",
      "400",
      "500",
      "5000",
    ]);
    expect(tablePagination({ pageSize: 50 }).pageSize).toBe(50);
  });
});
