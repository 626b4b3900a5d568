import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diskDocumentStore, sweepTemporaryDocuments } from "./disk-document-store";

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

  it("keeps concurrent writes of one key whole: the file is one writer's bytes, no temporary file stays", async () => {
    const writes = Array.from({ length: 20 }, (_, n) => Buffer.from(`writer ${n} `.repeat(5000)));
    await Promise.all(writes.map((bytes) => store.put("invoices/shared", bytes)));
    const stored = await store.get("invoices/shared");
    expect(writes.some((bytes) => stored?.equals(bytes))).toBe(true);
    expect(await readdir(path.join(root, "invoices"))).toEqual(["shared"]);
  });
});

describe("sweepTemporaryDocuments", () => {
  it("removes temporary files older than the limit, at any depth, and nothing else", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "ll-sweep-"));
    const folder = path.join(root, "invoices");
    await mkdir(folder, { recursive: true });
    const stale = path.join(folder, "a.1.tmp");
    await writeFile(stale, "x");
    await utimes(stale, new Date(0), new Date(0));
    await writeFile(path.join(folder, "b.2.tmp"), "x");
    await writeFile(path.join(folder, "kept"), "x");
    await utimes(path.join(folder, "kept"), new Date(0), new Date(0));
    expect(await sweepTemporaryDocuments(root, 60_000)).toBe(1);
    expect((await readdir(folder)).sort()).toEqual(["b.2.tmp", "kept"]);
    expect(await sweepTemporaryDocuments(path.join(root, "missing"), 0)).toBe(0);
    await rm(root, { recursive: true, force: true });
  });
});
