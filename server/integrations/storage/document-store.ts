/** Where uploaded documents live; the default keeps them on disk under DATA_DIR. */
export type DocumentStore = {
  /** Stores `bytes` under `key` (a relative path such as `invoices/<id>`), replacing any earlier file. */
  put: (key: string, bytes: Uint8Array) => Promise<void>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  get: (key: string) => Promise<Buffer | null>;
  remove: (key: string) => Promise<void>;
};
