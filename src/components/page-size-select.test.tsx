import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageSizeSelect, tablePagination, toPageSize } from "./page-size-select";

afterEach(cleanup);

describe("the page-size selector", () => {
  it("offers the spec's choices, 10 to 5000", () => {
    render(<PageSizeSelect value={10} onChange={vi.fn()} />);
    const options = screen.getAllByRole("option").map((option) => option.getAttribute("value"));
    expect(options).toEqual(["10", "25", "50", "100", "200", "300", "400", "500", "5000"]);
  });

  it("reports the chosen size as a number", () => {
    const onChange = vi.fn();
    render(<PageSizeSelect value={10} onChange={onChange} />);
    fireEvent.change(screen.getByRole("combobox", { name: "Rows per page" }), { target: { value: "5000" } });
    expect(onChange).toHaveBeenCalledWith(5000);
  });

  it("narrows any number to a choice", () => {
    expect(toPageSize(10)).toBe(10);
    expect(toPageSize(11)).toBe(25);
    expect(toPageSize(99999)).toBe(5000);
  });

  it("gives antd tables the same choices", () => {
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
