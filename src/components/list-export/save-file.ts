/** Hands a downloaded file to the browser to save under `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  // The click has started the download; the URL is not needed any longer.
  URL.revokeObjectURL(url);
}
