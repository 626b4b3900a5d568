import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { groupedAmount, RupeeInput } from "./rupee-input";

/** The input as a form holds it: the amount without commas, shown beside for the test to read. */
function Held() {
  const [value, setValue] = useState("");
  return (
    <>
      <RupeeInput aria-label="Amount" value={value} onChange={setValue} />
      <output aria-label="held">{value}</output>
    </>
  );
}

describe("the rupee input", () => {
  it("groups the amount the Indian way as it is typed, and the form keeps it without commas", async () => {
    render(<Held />);
    const box = screen.getByRole("textbox", { name: "Amount" });
    await userEvent.type(box, "55000000.5");
    expect(box).toHaveValue("5,50,00,000.5");
    expect(screen.getByLabelText("held")).toHaveTextContent(/^55000000\.5$/);
  });

  it("keeps the caret after the digit it followed when a comma appears before it", async () => {
    render(<Held />);
    const box = screen.getByRole("textbox", { name: "Amount" });
    await userEvent.type(box, "12345");
    (box as HTMLInputElement).setSelectionRange(1, 1);
    await userEvent.type(box, "9", { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(box).toHaveValue("1,92,345");
    expect((box as HTMLInputElement).selectionStart).toBe(3);
  });

  it("hands the form the amount's own characters, so its length rule counts no commas", async () => {
    render(<Held />);
    const box = screen.getByRole("textbox", { name: "Amount" });
    await userEvent.type(box, "12345678901");
    expect(box).toHaveValue("12,34,56,78,901");
    expect(screen.getByLabelText("held")).toHaveTextContent(/^12345678901$/);
  });

  it("leaves what is not an amount as it was typed, for the form's rule to name", () => {
    expect(groupedAmount("12a4")).toBe("12a4");
    expect(groupedAmount("-500")).toBe("-500");
    expect(groupedAmount("1000")).toBe("1,000");
    expect(groupedAmount("")).toBe("");
  });
});
