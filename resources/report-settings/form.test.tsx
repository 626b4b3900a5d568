import { fakeApi, TestWrapper } from "@resources/invoices/test-wrapper";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ReportSettingForm } from "./form";

afterEach(cleanup);

describe("the report setting form", { timeout: 60_000 }, () => {
  it("asks for a valid e-mail and at least one report, then saves", async () => {
    const api = fakeApi({
      "create report-settings": (params) => ({ data: { id: "r-1", ...(params.variables as object) } }),
    });
    render(
      <TestWrapper api={api}>
        <ReportSettingForm />
      </TestWrapper>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Add report setting" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Reports is required")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "not-an-email" } });
    fireEvent.click(screen.getByRole("button", { name: "Add report setting" }));
    expect(await screen.findByText("Email must be a valid email address")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "reports@gokul.in" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Monthly" }));
    fireEvent.click(screen.getByRole("button", { name: "Add report setting" }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === "create")?.params.variables).toEqual({
        userType: "ANCHOR",
        eventEmail: "reports@gokul.in",
        reports: ["MONTHLY"],
      }),
    );
  });
});
