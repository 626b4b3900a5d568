import { ANCHOR_GSTIN_TAKEN } from "@domain/api/anchors";
import { required } from "@domain/schemas/form-messages";
import { fakeApi, TestWrapper } from "@resources/invoices/test-wrapper";
import type { HttpError } from "@refinedev/core";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import AnchorCreatePage from "./create";

afterEach(cleanup);

/** A real GSTIN (its check character right), as the API's rule needs. */
const GSTIN = "27AAPFU0939F1ZV";

function setup(create: () => unknown) {
  const api = fakeApi({ "create anchors": create });
  render(
    <TestWrapper api={api}>
      <AnchorCreatePage />
    </TestWrapper>,
  );
  return api;
}

describe("the new anchor form", { timeout: 60_000 }, () => {
  it("asks for the name and the GSTIN, in the domain's words", async () => {
    const api = setup(() => ({ data: { id: "a-9", name: "Amul" } }));
    await userEvent.click(screen.getByRole("button", { name: "Create anchor" }));
    expect(await screen.findByText(required("Anchor Name"))).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === "create")).toBe(false);
  });

  it("sends the name and the upper-cased GSTIN; a known GSTIN is refused in words under the field", async () => {
    const api = setup(() => {
      throw {
        message: ANCHOR_GSTIN_TAKEN,
        statusCode: 409,
        errors: { gstin: [ANCHOR_GSTIN_TAKEN] },
      } satisfies HttpError;
    });
    await userEvent.type(screen.getByLabelText("Anchor Name"), "Amul Dairy");
    await userEvent.type(screen.getByLabelText("GSTIN"), GSTIN.toLowerCase());
    await userEvent.click(screen.getByRole("button", { name: "Create anchor" }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === "create")?.params.variables).toEqual({
        name: "Amul Dairy",
        gstin: GSTIN,
      }),
    );
    expect(await screen.findByText(ANCHOR_GSTIN_TAKEN)).toBeInTheDocument();
  });
});
