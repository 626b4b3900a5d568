import { z } from "zod";
import { selectedRecord } from "./choice-fields";
import { isoDate, optionalIsoDate } from "./date-fields";
import { utrField } from "./identifier-fields";
import { rupeeAmount } from "./number-fields";
import { flag, requiredText } from "./text-fields";

/** Bulk collection: one credit (UTR) settled across a bulk batch, with penal waiver and overdue interest choices. */
export const bulkCollectionSchema = z.object({
  bulkId: requiredText("Bulk Id", { max: 50 }),
  amount: rupeeAmount("Amount"),
  utr: utrField("UTR number"),
  collectionDate: isoDate("Collection Date"),
  waivedOffPenal: flag(),
  applyOverDueInterest: flag(),
});
export type BulkCollectionInput = z.input<typeof bulkCollectionSchema>;
export type BulkCollectionValues = z.output<typeof bulkCollectionSchema>;

/** User collection: a credit from one borrower. */
export const userCollectionSchema = z.object({
  userId: selectedRecord("User"),
  amount: rupeeAmount("Amount"),
  utr: utrField("UTR number"),
  collectionDate: isoDate("Collection Date"),
  cmWise: flag(),
  useCmDtAsSettlement: flag(),
  utrDate: optionalIsoDate("UTR Date"),
  nachDate: optionalIsoDate("NACH Date"),
});
export type UserCollectionInput = z.input<typeof userCollectionSchema>;
export type UserCollectionValues = z.output<typeof userCollectionSchema>;

/** Settlement of a borrower's dues. */
export const settlementSchema = z.object({
  userId: selectedRecord("User"),
  amount: rupeeAmount("Amount"),
  utr: utrField("UTR number"),
  settleDate: isoDate("Settlement Date"),
});
export type SettlementInput = z.input<typeof settlementSchema>;
export type SettlementValues = z.output<typeof settlementSchema>;
