import "../testing/match-media";
import type { AnchorOption } from "@domain/api/anchors";
import type { DataProvider } from "@refinedev/core";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Controller, useForm, useWatch } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TestWrapper, fakeDataProvider } from "../testing/test-wrapper";
import { AnchorSelect } from "./anchor-select";

afterEach(cleanup);

const ANCHORS: AnchorOption[] = [
  { value: "a-1", label: "Gokul Dairy Cooperative" },
  { value: "a-2", label: "Gomti Agro Producers" },
];

function searchApi() {
  const custom = vi.fn(async (params: { query?: unknown }) => {
    const term = String((params.query as { query?: string }).query ?? "").toLowerCase();
    return { data: ANCHORS.filter((option) => option.label.toLowerCase().includes(term)) as never };
  });
  const base = fakeDataProvider({ anchors: [{ id: "a-9", name: "Sahyadri Farmers Company" }] });
  return {
    custom,
    base,
    provider: { ...base.provider, custom: custom as unknown as DataProvider["custom"] },
  };
}

function Form({ onValue, initial }: { onValue: (value: string | undefined) => void; initial?: string }) {
  const { control } = useForm<{ anchorId?: string }>({ defaultValues: { anchorId: initial } });
  const anchorId = useWatch({ control, name: "anchorId" });
  onValue(anchorId);
  return (
    <Controller
      control={control}
      name="anchorId"
      render={({ field }) => <AnchorSelect {...field} aria-label="Anchor" />}
    />
  );
}

describe("the anchor select", () => {
  it("searches once typing pauses and offers the server's options by name", async () => {
    const api = searchApi();
    const onValue = vi.fn();
    render(
      <TestWrapper dataProvider={api.provider} resources={[{ name: "anchors" }]}>
        <Form onValue={onValue} />
      </TestWrapper>,
    );
    await userEvent.type(screen.getByRole("combobox", { name: "Anchor" }), "Gok");
    await waitFor(
      () => {
        expect(screen.queryByText("Gomti Agro Producers")).not.toBeInTheDocument();
        expect(screen.getByText("Gokul Dairy Cooperative")).toBeInTheDocument();
      },
      { timeout: 2000 },
    );
    const option = screen.getByText("Gokul Dairy Cooperative");
    const terms = api.custom.mock.calls.map(([params]) => (params.query as { query: string }).query);
    expect(terms).not.toContain("G");
    expect(terms).not.toContain("Go");
    expect(terms).toContain("Gok");
    expect(api.custom).toHaveBeenCalledWith(
      expect.objectContaining({
        meta: expect.objectContaining({ resource: "anchors", operation: "search" }),
      }),
    );
    await userEvent.click(option);
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith("a-1"));
  });

  it("names a preselected anchor from its record, and searches nothing until opened", async () => {
    const api = searchApi();
    render(
      <TestWrapper dataProvider={api.provider} resources={[{ name: "anchors" }]}>
        <Form onValue={() => undefined} initial="a-9" />
      </TestWrapper>,
    );
    expect(await screen.findByText("Sahyadri Farmers Company")).toBeInTheDocument();
    // Nothing is searched until the select is opened.
    expect(api.custom).not.toHaveBeenCalled();
  });
});
