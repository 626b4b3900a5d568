import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TestWrapper, fakeDataProvider } from "@src/testing/test-wrapper";
import { useAnchorRecord, useSettingsDecided } from "./use-anchor-record";

/** An anchor's header as the anchor pages show it, with the settings panel's "decided" callback. */
function AnchorHeader({ id }: { id: string }) {
  const { result } = useAnchorRecord(id);
  const decided = useSettingsDecided(id);
  return (
    <>
      <p aria-label="Lending type">{result?.lendingType ?? "loading"}</p>
      <button type="button" onClick={decided}>
        Approve
      </button>
    </>
  );
}

describe("after a settings change is decided", () => {
  it("reads the anchor again, so its header shows what the approval changed without a reload", async () => {
    const anchor = { id: "a-1", name: "Gokul Dairy Cooperative", lendingType: "DEFAULT" };
    const { provider, calls } = fakeDataProvider({ anchors: [anchor], "anchor-settings": [{ id: "a-1" }] });
    render(
      <TestWrapper dataProvider={provider} resources={[{ name: "anchors" }, { name: "anchor-settings" }]}>
        <AnchorHeader id="a-1" />
      </TestWrapper>,
    );
    expect(await screen.findByText("DEFAULT")).toBeInTheDocument();
    anchor.lendingType = "CO_LENDING";
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("CO_LENDING")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "getOne" && call.resource === "anchors")).toHaveLength(2);
  });
});
