import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DateText, toDateInput } from "./date-text";
import { InrAmount } from "./inr-amount";

afterEach(cleanup);

describe("the INR amount", () => {
  it("shows paise as rupees in the Indian format", () => {
    render(<InrAmount paise={123456789} />);
    expect(screen.getByText("₹12,34,567.89")).toBeInTheDocument();
  });

  it("can leave out the rupee sign, and shows a dash for no amount", () => {
    const { container } = render(
      <>
        <InrAmount paise={10000000} currency={false} />
        <InrAmount paise={null} />
      </>,
    );
    expect(container).toHaveTextContent("1,00,000—");
  });
});

describe("the date", () => {
  it("shows a business date as DD/MM/YYYY", () => {
    render(<DateText value="2025-04-01" />);
    expect(screen.getByText("01/04/2025")).toBeInTheDocument();
  });

  it("reads a timestamp in IST (late UTC evening is the next day in India)", () => {
    render(<DateText value="2025-03-31T20:00:00.000Z" />);
    expect(screen.getByText("01/04/2025")).toBeInTheDocument();
  });

  it("shows a dash for nothing or an unreadable value", () => {
    const { container } = render(
      <>
        <DateText value={null} />
        <DateText value="not a date" />
      </>,
    );
    expect(container).toHaveTextContent("——");
    expect(toDateInput("2025-13-01")).toBeUndefined();
  });
});
