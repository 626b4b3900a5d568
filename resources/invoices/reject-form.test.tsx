import { REJECT_REASONS } from "@domain/enums/reasons";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RejectForm } from "./reject-form";
import { fakeApi, TestWrapper } from "./test-wrapper";

afterEach(cleanup);

function setup(onSubmit: (values: unknown) => Promise<unknown>) {
  render(
    <TestWrapper api={fakeApi({})}>
      <RejectForm onSubmit={onSubmit} onCancel={() => undefined} />
    </TestWrapper>,
  );
}

describe("RejectForm", { timeout: 60_000 }, () => {
  it("requires a reason and offers exactly the spec's reasons", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    setup(onSubmit);
    fireEvent.click(screen.getByRole("button", { name: "Reject invoice" }));
    expect(await screen.findByText("Reason is required", undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByLabelText("Reason"));
    await screen.findByRole("listbox");
    const titles = Array.from(document.querySelectorAll(".ant-select-item-option")).map((node) =>
      node.getAttribute("title"),
    );
    expect(titles).toEqual([...REJECT_REASONS]);
  });

  it("sends the chosen reason with the free text and shows a server error under the field", async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject({
        message: "Invoice is Approved",
        statusCode: 409,
        errors: { reason: ["Reason cannot be more than 500 characters"] },
      }),
    );
    setup(onSubmit);
    fireEvent.mouseDown(screen.getByLabelText("Reason"));
    fireEvent.click(await screen.findByTitle("Credit limit exceeded"));
    fireEvent.change(screen.getByLabelText("Details"), { target: { value: "Limit used up" } });
    fireEvent.click(screen.getByRole("button", { name: "Reject invoice" }));
    await waitFor(
      () =>
        expect(onSubmit).toHaveBeenCalledWith({ Reason: "Credit limit exceeded", reason: "Limit used up" }),
      {
        timeout: 15_000,
      },
    );
    expect(await screen.findByText("Invoice is Approved")).toBeInTheDocument();
    expect(screen.getByText("Reason cannot be more than 500 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Details")).toHaveValue("Limit used up");
  });
});
