import { versionField } from "@domain/schemas/version-field";
import { z } from "zod";
import { pageSizeParam } from "./list-params";
import { pageParam } from "./paging";

/** Paging and search shared by the supplier, partner and retailer lists. */
export const counterpartyListQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(10),
  /** Case-insensitive prefix of the name or the GSTIN. */
  search: z.string().trim().max(100).optional(),
  /** Admins and operations only: one anchor's records. */
  anchorId: z.guid().optional(),
});
export type CounterpartyListQuery = z.output<typeof counterpartyListQuerySchema>;

/** `GET /account/{suppliers,partners,retailers}/export`: the list's search and anchor, every row they select. */
export const counterpartyExportQuerySchema = counterpartyListQuerySchema.omit({ page: true, pageSize: true });
export type CounterpartyExportQuery = z.output<typeof counterpartyExportQuerySchema>;

/** The record and the version the user edited (optimistic locking), beside the form's own fields. */
export const recordRefSchema = z.object({
  id: z.guid({ error: "Id is required" }),
  version: versionField,
});

/** Every stored counterparty answers its version (for the next update) and when it was created and changed. */
export const recordStampShape = {
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** What a supplier and a partner of an anchor both are; each adds its own payment details. */
export const anchorCounterpartySchema = z.object({
  id: z.string(),
  anchorId: z.string(),
  gstin: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string(),
  ...recordStampShape,
});
