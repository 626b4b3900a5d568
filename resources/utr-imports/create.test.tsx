import { utrImportSameFile } from "@domain/api/utr-imports";
import { fakeApi, TestWrapper } from "@resources/invoices/test-wrapper";
import type { HttpError } from "@refinedev/core";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import UtrImportCreatePage from "./create";

afterEach(cleanup);

const FILE = new File(["invoiceNumber,utrNumber,amount,paymentDate\n"], "utrs.csv", { type: "text/csv" });

function setup(create: () => unknown) {
  const api = fakeApi({ "create utr-imports": create });
  render(
    <TestWrapper api={api} url="/utr-imports/new">
      <Routes>
        <Route path="/utr-imports/new" element={<UtrImportCreatePage />} />
        <Route path="/utr-imports/:id" element={<p>Import page</p>} />
      </Routes>
    </TestWrapper>,
  );
  return api;
}

async function uploadFile() {
  const input = document.querySelector<HTMLInputElement>("input[type=file]");
  expect(input?.accept).toBe(".csv,.xlsx");
  await userEvent.upload(input!, FILE);
  await userEvent.click(screen.getByRole("button", { name: "Upload and check" }));
}

describe("the UTR file upload", { timeout: 60_000 }, () => {
  it("waits for a file, then sends it with its type and opens the import", async () => {
    const api = setup(() => ({ data: { id: "imp-1" } }));
    expect(screen.getByRole("button", { name: "Upload and check" })).toBeDisabled();
    await uploadFile();
    expect(await screen.findByText("Import page")).toBeInTheDocument();
    const create = api.calls.find((call) => call.method === "create");
    expect(create?.params).toMatchObject({
      variables: { file: FILE },
      meta: { query: { type: "utr_update" } },
    });
  });

  it("says in the server's words why a file was not taken, and stays on the form", async () => {
    const refusal = utrImportSameFile("utrs.csv", "24/11/2026");
    setup(() => {
      throw { message: refusal, statusCode: 409 } satisfies HttpError;
    });
    await uploadFile();
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Import page")).toBeNull());
    expect(screen.getByRole("button", { name: /Download template: UTR update/ })).toBeInTheDocument();
  });
});
