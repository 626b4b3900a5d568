import { fakeApi, TestWrapper } from "@resources/invoices/test-wrapper";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { PaymentGatewayForm } from "./fee-and-gateway-forms";

afterEach(cleanup);

const choose = async (combobox: string, option: string) => {
  await userEvent.click(screen.getByRole("combobox", { name: combobox }));
  await userEvent.click(await screen.findByText(option, { selector: ".ant-select-item-option-content" }));
};

describe("the payment form's method fields", { timeout: 60_000 }, () => {
  it("shows only the chosen method's fields; UPI through PhonePe asks the PhonePe UPI id alone", async () => {
    const api = fakeApi({
      "custom collections.paymentForm": () => ({ data: { id: "c-1" } }),
    });
    render(
      <TestWrapper api={api}>
        <PaymentGatewayForm />
      </TestWrapper>,
    );
    expect(
      await screen.findByRole("form", { name: "Payment form" }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("UPI Id")).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "UPI app" })).not.toBeInTheDocument();

    await choose("Payment Type", "Debit Card");
    expect(screen.getByLabelText("Card Number")).toBeInTheDocument();
    expect(screen.getByLabelText("Cvv")).toBeInTheDocument();

    await choose("Payment Type", "UPI");
    expect(screen.queryByLabelText("Card Number")).not.toBeInTheDocument();
    expect(screen.getByLabelText("UPI Id")).toBeInTheDocument();
    await choose("UPI app", "PhonePe");
    expect(screen.queryByLabelText("UPI Id")).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Amount"), { target: { value: "100" } });
    await userEvent.click(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("UPI Id is required")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("PhonePe UPI Id")).toBeInTheDocument());
    expect(api.calls.some((call) => call.resource === "collections.paymentForm")).toBe(false);
  });
});
