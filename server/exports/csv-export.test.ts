import { request as httpGet, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import Papa from "papaparse";
import { afterEach, describe, expect, it } from "vitest";
import { type CsvColumn, csvLines, sendCsv } from "./csv-export";

type Row = { n: number; text: string };
const COLUMNS: CsvColumn<Row>[] = [
  { header: "N", value: (row) => row.n },
  { header: "Text", value: (row) => row.text },
];

describe("CSV lines", () => {
  it("quote text a spreadsheet would run as a formula, and nothing else", () => {
    const cells = ["=1+2", "+91 98", "-2+3", "@SUM(A1)", "\tx", "\rx", "-125.50", "12", "a=b", "Asha, Pune"];
    const text = csvLines(
      COLUMNS,
      cells.map((text, n) => ({ n: -n, text })),
      true,
    );
    const { data } = Papa.parse<string[]>(text, { skipEmptyLines: true });
    expect(data[0]).toEqual(["N", "Text"]);
    expect(data.slice(1).map((row) => row[1])).toEqual([
      "'=1+2",
      "'+91 98",
      "'-2+3",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      "-125.50",
      "12",
      "a=b",
      "Asha, Pune",
    ]);
    // Numbers are numbers, not text a formula could hide in.
    expect(data.slice(1).map((row) => row[0])).toEqual(cells.map((_, n) => String(-n)));
  });

  it("end every line, so batches written one after another make one file", () => {
    const first = csvLines(COLUMNS, [{ n: 1, text: "a" }], true);
    const second = csvLines(COLUMNS, [{ n: 2, text: "b" }], false);
    expect(first + second).toBe("N,Text\r\n1,a\r\n2,b\r\n");
    expect(csvLines(COLUMNS, [], true)).toBe("N,Text\r\n");
  });
});

/** A source of `batches` batches of 1,000 rows of about 1 KB each, telling how far it was read. */
function countingSource(batches: number) {
  const state = {
    pulled: 0,
    closed: false,
    ended: undefined as { rows: number; complete: boolean } | undefined,
  };
  async function* rows(): AsyncGenerator<Row[]> {
    try {
      for (let batch = 0; batch < batches; batch += 1) {
        state.pulled += 1;
        yield Array.from({ length: 1000 }, (_, n) => ({ n: batch * 1000 + n, text: "x".repeat(1000) }));
      }
    } finally {
      state.closed = true;
    }
  }
  return { state, rows: rows() };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serve(source: ReturnType<typeof countingSource>): Promise<string> {
  app = Fastify();
  app.get("/file", (_request, reply) =>
    sendCsv(reply, {
      filename: "rows.csv",
      columns: COLUMNS,
      batches: source.rows,
      onEnd: (rows, complete) => {
        source.state.ended = { rows, complete };
      },
    }),
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/file`;
}

/** Opens the file and reads nothing yet (an IncomingMessage stays paused until read). */
const open = (url: string) =>
  new Promise<{ response: IncomingMessage; abort: () => void }>((resolve, reject) => {
    const request = httpGet(url, (response) => resolve({ response, abort: () => request.destroy() }));
    request.on("error", reject).end();
  });

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("streaming a CSV file", () => {
  it("reads no further while the client does not read, and every row once it does", async () => {
    const source = countingSource(60);
    const { response } = await open(await serve(source));
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    await settle(300);
    const pulledWhilePaused = source.state.pulled;
    // What the socket buffers hold, a few MB, not the 60 MB file.
    expect(pulledWhilePaused).toBeLessThan(20);
    await settle(200);
    expect(source.state.pulled).toBe(pulledWhilePaused);

    let lines = 0;
    let tail = "";
    for await (const chunk of response as AsyncIterable<Buffer>) {
      for (const byte of chunk) if (byte === 0x0a) lines += 1;
      tail = (tail + chunk.toString("latin1")).slice(-2000);
    }
    expect(lines).toBe(60_000 + 1);
    expect(tail.endsWith(`\r\n59999,${"x".repeat(1000)}\r\n`)).toBe(true);
    expect(source.state.ended).toEqual({ rows: 60_000, complete: true });
  });

  it("stops reading when the client disconnects", async () => {
    const source = countingSource(1000);
    const { response, abort } = await open(await serve(source));
    await new Promise((resolve) => response.once("data", resolve));
    abort();
    await expect.poll(() => source.state.closed).toBe(true);
    await settle(200);
    expect(source.state.pulled).toBeLessThan(30);
    expect(source.state.ended?.complete).toBe(false);
  });
});
