import { SERVER_ERROR_SENTENCE } from "@domain/text/error-sentences";
import { apiClient } from "@providers/api-client";
import type { QueryParams } from "@providers/http-client";
import { isHttpError, statusOf } from "@providers/http-error";
import { useNotification } from "@refinedev/core";
import { useState } from "react";
import { saveFile } from "./save-file";

/** A file the API answers (a CSV), saved under the server's file name; a failure is told in words. */
export interface DownloadRequest {
  url: string;
  query?: QueryParams;
  /** The name when the server gives none. */
  filename: string;
  /** The toast's title when it fails ("The export failed"), and its key (one toast per kind of file). */
  failure: string;
  key: string;
}

/** Downloads through the one HTTP client (with the session's token) and saves the file; `downloading` meanwhile. */
export function useDownload() {
  const { open } = useNotification();
  const [downloading, setDownloading] = useState(false);
  const download = async ({ url, query, filename, failure, key }: DownloadRequest) => {
    setDownloading(true);
    try {
      const file = await apiClient.download(url, { query });
      saveFile(file.blob, file.filename ?? filename);
    } catch (error) {
      // A lost session has been told already, by the sign-in page it leads to.
      if (statusOf(error) === 401) return;
      const description = isHttpError(error) ? error.message : SERVER_ERROR_SENTENCE;
      open?.({ type: "error", key, message: failure, description });
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}
