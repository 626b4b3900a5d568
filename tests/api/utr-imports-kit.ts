import type { PendingOperation } from "@domain/api/pending-operations";
import type { UtrImport, UtrImportRow } from "@domain/api/utr-imports";
import { expect } from "vitest";
import { seededApp } from "@server/test-support/seeded-app";
import { PAYMENTS, SUPERADMIN } from "./clients-kit";
import { multipart } from "./invoices-kit";

const CSV = "text/csv";

let serial = 0;
/** A 12-digit UTR (the IMPS/UPI RRN shape) no other row uses. */
export const freshUtr = () =>
  `8${(Date.now() % 100_000_000).toString().padStart(8, "0")}${(serial += 1).toString().padStart(3, "0")}`;
export const rupees = (paise: number) => (paise / 100).toFixed(2);

/** The UTR import API tests' app: upload a file, read its rows, submit it, approve it and wait for its commit. */
export function utrImportsKit() {
  const suite = seededApp();

  async function upload(
    file: string | Buffer,
    email = PAYMENTS,
    name = "utr.csv",
    type = "utr_update",
    mediaType = CSV,
  ) {
    const bytes = Buffer.isBuffer(file) ? file : Buffer.from(file);
    const form = await multipart({}, { field: "file", name, bytes, type: mediaType });
    return suite.app.inject({
      method: "POST",
      url: `/account/utr-imports?type=${type}`,
      headers: { ...(await suite.as(email)), ...form.headers },
      payload: form.payload,
    });
  }

  async function call(email: string, method: "GET" | "POST", url: string) {
    return suite.app.inject({ method, url, headers: await suite.as(email) });
  }

  async function uploaded(file: string | Buffer, name?: string, type?: string, mediaType?: string) {
    const response = await upload(file, PAYMENTS, name, type, mediaType);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ payload: UtrImport }>().payload;
  }

  const rowsOf = async (id: string) =>
    (await call(PAYMENTS, "GET", `/account/utr-imports/${id}/rows?pageSize=100`)).json<{
      payload: UtrImportRow[];
    }>().payload;

  const submit = async (id: string) =>
    (await call(PAYMENTS, "POST", `/account/utr-imports/${id}/submit`)).json<{ payload: PendingOperation }>()
      .payload;

  async function committed(id: string): Promise<UtrImport> {
    for (let tries = 0; tries < 200; tries += 1) {
      const file = (await call(PAYMENTS, "GET", `/account/utr-imports/${id}`)).json<{ payload: UtrImport }>()
        .payload;
      if (file.state === "COMMITTED") return file;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("the import did not commit");
  }

  /** Submits an import (maker: payments), approves it (checker: super admin) and waits until it is committed. */
  async function approvedAndCommitted(id: string): Promise<UtrImport> {
    const operation = await submit(id);
    const approved = await call(SUPERADMIN, "POST", `/account/pending-operations/${operation.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    return committed(id);
  }

  return { suite, upload, call, uploaded, rowsOf, submit, committed, approvedAndCommitted };
}
