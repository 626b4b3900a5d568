import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@server/db/seed/demo-data";
import { seedGstin, seedPan } from "@server/db/seed/identifiers";
import { killHard, seedDataDir, spawnServer, type SpawnedServer } from "@server/test-support/spawned-server";
import { multipart, PDF, supplierForm } from "../api/invoices-kit";
import { recordFigures } from "./summary";

const KILLS = 2;
/** Each round kills the server once this many writes of each kind were acknowledged (the rest are in flight). */
const WRITES_BEFORE_KILL = 5;
/** How long a round may take to reach them before the test fails. */
const ROUND_DEADLINE_MS = 120_000;
const dataDir = mkdtempSync(path.join(tmpdir(), "ll-crash-"));
let server: SpawnedServer | null = null;

/** The real server on the same DATA_DIR (PGlite). */
async function start(): Promise<string> {
  server = await spawnServer(dataDir, { env: { LOG_LEVEL: "silent" } });
  return server.base;
}

async function tokenOf(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/auth/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ grant_type: "password", username, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

type Acknowledged = { suppliers: string[]; invoices: string[] };

/** Writes suppliers and invoices until the deadline, recording every write the server acknowledged. */
async function streamWrites(
  base: string,
  token: string,
  round: number,
  acknowledged: Acknowledged,
  until: number,
) {
  const authorization = `Bearer ${token}`;
  let n = 0;
  const writer = async (lane: number) => {
    while (Date.now() < until) {
      n += 1;
      const tag = round * 100_000 + lane * 10_000 + n;
      try {
        if (n % 2 === 0) {
          const response = await fetch(`${base}/account/suppliers`, {
            method: "POST",
            headers: { authorization, "content-type": "application/json" },
            body: JSON.stringify({
              gst_Number: seedGstin("24", seedPan(20_000 + (tag % 70_000), "F", "C")),
              Supplier_name: `Crash Supplier ${tag}`,
              Supplier_Email: "",
              Supplier_Number: `98${String(10_000_000 + tag).slice(-8)}`,
              bankAccount: `7700${tag}`,
              ifsc: "HDFC0000001",
              accountHolderName: `Crash Supplier ${tag}`,
              bankName: "HDFC Bank",
            }),
          });
          if (response.ok)
            acknowledged.suppliers.push(((await response.json()) as { payload: { id: string } }).payload.id);
        } else {
          const form = await multipart(
            supplierForm(new Date().toISOString().slice(0, 10), { invoice_number: `CRASH-${tag}` }),
            { field: "Upload_Invoice", name: "invoice.pdf", bytes: PDF },
          );
          const response = await fetch(`${base}/account/invoice/create`, {
            method: "POST",
            headers: { authorization, ...form.headers },
            body: new Uint8Array(form.payload),
          });
          if (response.ok)
            acknowledged.invoices.push(((await response.json()) as { payload: { id: string } }).payload.id);
        }
      } catch {
        return; // the server died under us: that write was never acknowledged
      }
    }
  };
  await Promise.all([writer(1), writer(2), writer(3)]);
}

afterAll(async () => {
  await killHard(server);
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DB_KIND === "postgres")("kill -9 in the middle of writes (PGlite)", () => {
  it("keeps every acknowledged write, whole, across restarts", { timeout: 300_000 }, async () => {
    await seedDataDir(dataDir);
    const acknowledged: Acknowledged = { suppliers: [], invoices: [] };
    for (let round = 1; round <= KILLS; round += 1) {
      const base = await start();
      const token = await tokenOf(base, "anchor@demo.in");
      const deadline = Date.now() + ROUND_DEADLINE_MS;
      const target = {
        suppliers: acknowledged.suppliers.length + WRITES_BEFORE_KILL,
        invoices: acknowledged.invoices.length + WRITES_BEFORE_KILL,
      };
      const writes = streamWrites(base, token, round, acknowledged, deadline);
      await expect
        .poll(
          () =>
            acknowledged.suppliers.length >= target.suppliers &&
            acknowledged.invoices.length >= target.invoices,
          { timeout: ROUND_DEADLINE_MS, interval: 20 },
        )
        .toBe(true);
      await killHard(server);
      await writes;
    }
    const base = await start();
    const authorization = `Bearer ${await tokenOf(base, "anchor@demo.in")}`;
    const missing: string[] = [];
    const suppliers = (await (
      await fetch(`${base}/account/suppliers?pageSize=5000`, { headers: { authorization } })
    ).json()) as {
      payload: { id: string }[];
    };
    const supplierIds = new Set(suppliers.payload.map((supplier) => supplier.id));
    for (const id of acknowledged.suppliers) if (!supplierIds.has(id)) missing.push(`supplier ${id}`);
    for (const id of acknowledged.invoices) {
      const response = await fetch(`${base}/account/invoices/${id}`, { headers: { authorization } });
      const detail = response.ok
        ? ((await response.json()) as { payload: { timeline: unknown[]; hasDocument: boolean } }).payload
        : null;
      // Whole: the invoice row, its creation line in the audit trail and its document all came through.
      if (!detail || detail.timeline.length === 0 || !detail.hasDocument) missing.push(`invoice ${id}`);
    }
    // The list's total comes from the per-programme counters: it must agree with the rows themselves.
    const list = (await (
      await fetch(`${base}/account/invoices?pageSize=5000`, { headers: { authorization } })
    ).json()) as {
      payload: unknown[];
      total: number;
    };
    recordFigures("crash", {
      kills: KILLS,
      suppliers: acknowledged.suppliers.length,
      invoices: acknowledged.invoices.length,
      missing: missing.length,
    });
    expect(acknowledged.suppliers.length).toBeGreaterThan(0);
    expect(acknowledged.invoices.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
    expect(list.total).toBe(list.payload.length);
  });
});
