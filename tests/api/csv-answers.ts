import type { LightMyRequestResponse } from "fastify";
import Papa from "papaparse";
import { expect } from "vitest";
import { ID_HEADER } from "@server/exports/csv-export";

export type Csv = { header: string[]; rows: Record<string, string>[] };

/** An export's answer as a CSV file: its status, type and BOM checked, then parsed with papaparse. */
export function csvOf(response: LightMyRequestResponse): Csv {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.body.startsWith("\uFEFF")).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(response.body.slice(1), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return { header: parsed.meta.fields ?? [], rows: parsed.data };
}

/** The record ids of an export's rows, in the file's order. */
export const idsOf = (csv: Csv) => csv.rows.map((row) => row[ID_HEADER]);
