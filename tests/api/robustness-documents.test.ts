import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoices } from "@server/db/schema/invoices";
import { createInvoice, detailOf, invoiceKit, multipart, PDF, supplierForm } from "./invoices-kit";

const kit = invoiceKit();
const ANCHOR = "anchor@demo.in";

/** A valid PDF whose bytes say which request sent it. */
const pdfNamed = (label: string) => Buffer.concat([PDF, Buffer.from(`% ${label}\n`)]);

async function newInvoice() {
  const fields = supplierForm(kit.today());
  const created = await createInvoice(kit, ANCHOR, fields);
  expect(created.statusCode, created.body).toBe(200);
  return { fields, invoice: detailOf(created) };
}

async function update(fields: Record<string, string>, bytes: Buffer) {
  const form = await multipart(fields, { field: "Upload_Invoice", name: "invoice.pdf", bytes });
  return kit.app.inject({
    method: "POST",
    url: "/account/invoice/update",
    headers: { ...(await kit.as(ANCHOR)), ...form.headers },
    payload: form.payload,
  });
}

const storedKey = async (id: string) => {
  const [row] = await kit.database.db
    .select({ key: invoices.documentKey })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row?.key ?? null;
};

const fileOf = (key: string) => path.join(kit.dataDir, "documents", key);
const documentFiles = () => {
  const folder = path.join(kit.dataDir, "documents", "invoices");
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe("concurrent invoice updates with documents", () => {
  it("lets exactly one of many racing updates win, and keeps the winner's bytes", async () => {
    for (let round = 0; round < 3; round += 1) {
      const { fields, invoice } = await newInvoice();
      const originalKey = await storedKey(invoice.id);
      const uploads = Array.from({ length: 8 }, (_, n) => pdfNamed(`round ${round} request ${n}`));
      const answers = await Promise.all(
        uploads.map((bytes) =>
          update({ ...fields, id: invoice.id, version: String(invoice.version) }, bytes),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(uploads.length - 1);

      const winner = uploads[codes.indexOf(200)];
      const document = await kit.app.inject({
        url: `/account/invoices/${invoice.id}/document`,
        headers: await kit.as(ANCHOR),
      });
      expect(document.statusCode).toBe(200);
      expect(document.rawPayload.equals(winner ?? Buffer.alloc(0))).toBe(true);

      // The losers removed only their own files, and the replaced document went with nothing pointing at it.
      const key = (await storedKey(invoice.id)) ?? "";
      const files = documentFiles().filter((name) => name.startsWith(invoice.id));
      expect(files).toEqual([path.basename(key)]);
      expect(existsSync(fileOf(originalKey ?? "missing"))).toBe(false);
    }
    expect(documentFiles().filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("never deletes a replaced document that another invoice still points at", async () => {
    const first = await newInvoice();
    const second = await newInvoice();
    const sharedKey = (await storedKey(first.invoice.id)) ?? "";
    await kit.database.db
      .update(invoices)
      .set({ documentKey: sharedKey })
      .where(eq(invoices.id, second.invoice.id));

    const replaced = await update(
      { ...first.fields, id: first.invoice.id, version: String(first.invoice.version) },
      pdfNamed("replacement"),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(existsSync(fileOf(sharedKey))).toBe(true);
    const stillThere = await kit.app.inject({
      url: `/account/invoices/${second.invoice.id}/document`,
      headers: await kit.as(ANCHOR),
    });
    expect(stillThere.statusCode).toBe(200);
    expect(stillThere.rawPayload.equals(PDF)).toBe(true);
  });
});
