import { createHash } from "node:crypto";
import { Readable } from "node:stream";

/** The first bytes of an upload, the whole of it again as a stream, and its SHA-256 once read to the end. */
export type ByteSource = {
  head: Buffer;
  stream: Readable;
  /** Hex SHA-256 of every byte; only once `stream` has ended. */
  contentHash: () => string;
};

const HEAD_BYTES = 8;

/**
 * Reads `file` until its first bytes are known (to tell its kind by content), then hands back a stream of
 * all its bytes, hashed as they pass. An error of `file` (too large, aborted) is the stream's error.
 */
export async function openByteSource(file: Readable): Promise<ByteSource> {
  const hash = createHash("sha256");
  let digest: string | null = null;
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    first.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(first);
  async function* all(): AsyncGenerator<Buffer> {
    hash.update(head);
    yield head;
    if (!ended) {
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        hash.update(next.value);
        yield next.value;
      }
    }
    digest = hash.digest("hex");
  }
  return {
    head,
    stream: Readable.from(all(), { objectMode: false }),
    contentHash: () => {
      if (digest === null)
        throw new Error("The upload's hash is known only once it has been read to the end");
      return digest;
    },
  };
}
