import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diskDocumentStore } from "./disk-document-store";

describe("diskDocumentStore", async () => {
  const root = await mkdtemp(path.join(tmpdir(), "ll-docs-"));
  const store = diskDocumentStore(root);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("stores, reads back and removes a document", async () => {
    await store.put("invoices/abc-1", Buffer.from("hello"));
    expect((await store.get("invoices/abc-1"))?.toString()).toBe("hello");
    await store.remove("invoices/abc-1");
    expect(await store.get("invoices/abc-1")).toBeNull();
  });

  it("refuses keys that could leave the folder", async () => {
    await expect(store.put("../etc/passwd", Buffer.from("x"))).rejects.toThrow("Unsafe document key");
    await expect(store.get("invoices/../../x")).rejects.toThrow("Unsafe document key");
  });
});
