import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DebouncedSearchInput } from "./debounced-search-input";

afterEach(cleanup);

describe("the debounced search input", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("searches once, 500 ms after typing stops, with the trimmed text", () => {
    const onSearch = vi.fn();
    render(<DebouncedSearchInput label="Search users" onSearch={onSearch} />);
    const box = screen.getByRole("searchbox", { name: "Search users" });
    fireEvent.change(box, { target: { value: "ra" } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: " rao " } });
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith("rao");
  });

  it("searches at once on Enter, and not again when the timer would fire", () => {
    const onSearch = vi.fn();
    const { rerender } = render(<DebouncedSearchInput label="Search" value="" onSearch={onSearch} />);
    const box = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.change(box, { target: { value: "joshi" } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onSearch).toHaveBeenCalledWith("joshi");
    rerender(<DebouncedSearchInput label="Search" value="joshi" onSearch={onSearch} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("does not search when the text is the committed search again (only spaces added)", () => {
    const onSearch = vi.fn();
    render(<DebouncedSearchInput label="Search" value="rao" onSearch={onSearch} />);
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "rao  " } });
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("shows a committed search that changes from outside (a link, the back button)", () => {
    const { rerender } = render(<DebouncedSearchInput label="Search" value="rao" onSearch={vi.fn()} />);
    expect(screen.getByRole("searchbox")).toHaveValue("rao");
    rerender(<DebouncedSearchInput label="Search" value="mehta" onSearch={vi.fn()} />);
    expect(screen.getByRole("searchbox")).toHaveValue("mehta");
  });
});
