import "@src/testing/match-media";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OperationForm } from "./operation-forms";

afterEach(cleanup);

describe("the admin utility's manual payment form", () => {
  it("names each checkbox once, by its label", () => {
    render(<OperationForm operation="payment" userId="u-1" onPreview={async () => undefined} />);
    for (const label of ["CM wise (settle from the collection manager)", "Use CM date as settlement date"]) {
      expect(screen.getAllByText(label)).toHaveLength(1);
      expect(screen.getByRole("checkbox", { name: label })).not.toBeChecked();
    }
  });
});
