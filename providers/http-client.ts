import { MAX_RETRIES, UNAUTHORIZED_MESSAGE } from "@domain/constants";
import { deepTrim } from "@domain/payload/deep-trim";
import type { HttpError } from "@refinedev/core";
import { networkError, toHttpError } from "./http-error";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

interface CallOptions {
  method?: HttpMethod;
  headers?: Record<string, string>;
  query?: QueryParams;
  signal?: AbortSignal;
  /** `false` for calls made without a session (the token endpoint): no bearer and no 401 policy. */
  authenticated?: boolean;
  /** `false` to get a 401 back as an error instead of running the 401 policy (logout). */
  handleUnauthorized?: boolean;
}

export interface JsonCall extends CallOptions {
  body?: unknown;
}

export interface UploadCall extends CallOptions {
  /** Multipart form data, or the raw bytes sent as they are. */
  body: FormData | Blob | ArrayBuffer | Uint8Array<ArrayBuffer> | string;
}

/** A file the API sent: its bytes and the name its `Content-Disposition` gives, if any. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | undefined;
}

export interface HttpClient {
  /** The generic JSON call: JSON content type, optional JSON body (deep-trimmed), parsed JSON back. */
  request<T>(url: string, call?: JsonCall): Promise<T>;
  /** The upload call: multipart (string fields trimmed) or a raw body. */
  upload<T>(url: string, call: UploadCall): Promise<T>;
  /**
   * The download call (a CSV export, a PDF): a GET whose answer is a file, or a POST of its JSON `body` when
   * the file needs what should not travel in a URL (a PDF's password); errors come as JSON, as everywhere.
   */
  download(url: string, call?: JsonCall): Promise<DownloadedFile>;
}

export interface HttpClientOptions {
  accessToken(): string | undefined;
  /** Gets fresh tokens with the refresh token; resolves `false` when that is no longer possible. */
  refresh(): Promise<boolean>;
  /** The give-up path of the 401 policy: toast, clear the session, go to the login page. */
  onUnauthorized(): void;
  fetch?: typeof fetch;
  maxRetries?: number;
}

export function withQuery(url: string, query: QueryParams | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.append(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${search}`;
}

function trimFormData(form: FormData): FormData {
  const trimmed = new FormData();
  form.forEach((value, key) => trimmed.append(key, typeof value === "string" ? value.trim() : value));
  return trimmed;
}

/** The file name of `attachment; filename="invoices-2026-11-23.csv"` (or its RFC 5987 `filename*` form). */
export function filenameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const maxRetries = options.maxRetries ?? MAX_RETRIES;

  /** Sends with the bearer and the 401 policy; a successful answer is read by `read`, an error as JSON. */
  async function send<T>(
    url: string,
    call: CallOptions,
    body: BodyInit | undefined,
    json: boolean,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const authenticated = call.authenticated ?? true;
    const handleUnauthorized = authenticated && (call.handleUnauthorized ?? true);
    const target = withQuery(url, call.query);
    let retries = 0;
    for (;;) {
      const headers: Record<string, string> = { Accept: "application/json", ...call.headers };
      if (json && body !== undefined) headers["Content-Type"] = "application/json";
      const token = authenticated ? options.accessToken() : undefined;
      if (token) headers.Authorization = `Bearer ${token}`;
      let response: Response;
      try {
        response = await fetchImpl(target, {
          method: call.method ?? "GET",
          headers,
          body,
          signal: call.signal,
        });
      } catch (cause) {
        throw networkError(cause);
      }
      if (response.status !== 401 || !handleUnauthorized) {
        if (!response.ok) throw toHttpError(response.status, await readBody(response));
        return read(response);
      }
      if (retries >= maxRetries || !(await options.refresh())) break;
      retries += 1;
    }
    options.onUnauthorized();
    const unauthorized: HttpError = { message: UNAUTHORIZED_MESSAGE, statusCode: 401 };
    throw unauthorized;
  }

  const readJson = async <T>(response: Response) => (await readBody(response)) as T;

  async function readFile(response: Response): Promise<DownloadedFile> {
    try {
      return {
        blob: await response.blob(),
        filename: filenameOf(response.headers.get("content-disposition")),
      };
    } catch (cause) {
      // The connection broke while the file was streaming.
      throw networkError(cause);
    }
  }

  return {
    request<T>(url: string, call: JsonCall = {}) {
      const body = call.body === undefined ? undefined : JSON.stringify(deepTrim(call.body));
      return send(url, call, body, true, readJson<T>);
    },
    upload<T>(url: string, call: UploadCall) {
      const body = call.body instanceof FormData ? trimFormData(call.body) : call.body;
      return send(url, { method: "POST", ...call }, body, false, readJson<T>);
    },
    download(url: string, { body, ...call }: JsonCall = {}) {
      const headers = { Accept: "text/csv, application/pdf, application/json", ...call.headers };
      if (body === undefined)
        return send(url, { ...call, method: "GET", headers }, undefined, false, readFile);
      return send(url, { ...call, method: "POST", headers }, JSON.stringify(body), true, readFile);
    },
  };
}
