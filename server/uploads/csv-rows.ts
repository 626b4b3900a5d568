import { type Duplex, pipeline, Transform, type Readable } from "node:stream";
import Papa from "papaparse";
import { ApiProblem } from "@server/http/errors";

/** Decodes UTF-8 as it streams; 415 on a NUL byte or a byte sequence that is not UTF-8 (a binary file). */
function utf8Guard(refusal: string) {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const decode = (chunk?: Buffer) => {
    if (chunk?.includes(0)) throw new Error("NUL byte");
    return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        done(null, decode(chunk));
      } catch {
        done(new ApiProblem(415, refusal));
      }
    },
    flush(done) {
      try {
        done(null, decode());
      } catch {
        done(new ApiProblem(415, refusal));
      }
    },
  });
}

/**
 * The lines of a CSV (UTF-8 text) as their cells, streamed through papaparse; blank lines are skipped. Bytes
 * that are not UTF-8 text end it with a 415 saying `refusal`.
 */
export async function* csvRows(bytes: Readable, refusal: string): AsyncGenerator<string[]> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: "greedy" }) as Duplex;
  // The pipeline destroys every stage with the first error, so the loop below throws it.
  pipeline(bytes, utf8Guard(refusal), parser, () => undefined);
  for await (const cells of parser) yield cells as string[];
}
