import { type ColumnMapping, detectColumns } from "@domain/reconciliation/statement-columns";
import Papa from "papaparse";
import { useEffect, useState } from "react";

const HEAD_BYTES = 64 * 1024;

/**
 * The headers of a picked statement (its first line) and the columns the server will find in them by the
 * same rules, so that the mapping step shows only when a column it needs is not recognised.
 */
export function useStatementHeaders(file: File | null) {
  const [read, setRead] = useState<{ file: File; headers: string[] } | null>(null);
  useEffect(() => {
    let current = true;
    if (!file) return;
    void file
      .slice(0, HEAD_BYTES)
      .text()
      .then((text) => {
        const first = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { preview: 1 }).data[0] ?? [];
        if (current) setRead({ file, headers: first.map((header) => header.trim()).filter(Boolean) });
      });
    return () => {
      current = false;
    };
  }, [file]);
  const headers = read && read.file === file ? read.headers : [];
  const detected: ColumnMapping = detectColumns(headers);
  return { headers, detected };
}
