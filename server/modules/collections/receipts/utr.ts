import { eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "@server/db/database";
import { receipts } from "@server/db/schema/collections";
import { invoices } from "@server/db/schema/invoices";
import { moneyUtrs } from "@server/db/schema/money-utrs";
import { conflict } from "@server/http/errors";
import { conflictOnDuplicate } from "@server/http/unique-conflict";

/** A UTR as it is kept and compared: no spaces anywhere, upper case. */
export const normaliseUtr = (utr: string): string => utr.replace(/\s+/g, "").toUpperCase();

export const duplicateUtrMessage = (receiptNumber: string): string =>
  `This UTR is already recorded against receipt ${receiptNumber}`;

export const disbursedUtrMessage = (invoiceNumber: string): string =>
  `This UTR is already recorded as the disbursement of invoice ${invoiceNumber}`;

const UTR_RECORDED_MEANWHILE =
  "This UTR was recorded by another payment at the same moment; reload to see it before trying again";

/** What holds `utr` (one UTR, one money movement): a live receipt or an invoice's disbursement, if any. */
export async function utrHolder(db: Executor, utr: string) {
  const [row] = await db
    .select({
      receiptId: receipts.id,
      receiptNumber: receipts.receiptNumber,
      invoiceId: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
    })
    .from(moneyUtrs)
    .leftJoin(receipts, eq(receipts.id, moneyUtrs.receiptId))
    .leftJoin(invoices, eq(invoices.id, moneyUtrs.invoiceId))
    .where(eq(moneyUtrs.utr, normaliseUtr(utr)));
  return row ?? null;
}

/** The condition on receipts: the live receipt holding `utr` (none once reversed). */
export const holdsUtr = (utr: string): SQL =>
  sql`${receipts.id} IN (SELECT ${moneyUtrs.receiptId} FROM ${moneyUtrs}
    WHERE ${moneyUtrs.utr} = ${normaliseUtr(utr)})`;

/** The 409's words for a UTR its holder already records. */
const heldUtrMessage = (holder: NonNullable<Awaited<ReturnType<typeof utrHolder>>>): string =>
  holder.receiptNumber
    ? duplicateUtrMessage(holder.receiptNumber)
    : disbursedUtrMessage(holder.invoiceNumber!);

/** 409 naming the receipt or the disbursed invoice already recording `utr` (one UTR, one money movement). */
export async function assertUtrFree(db: Executor, utr: string | null): Promise<void> {
  if (!utr) return;
  const holder = await utrHolder(db, utr);
  if (holder) throw conflict(heldUtrMessage(holder));
}

/** For a receipt write's `.catch`: the loser of two writes of one UTR at once gets a 409, never a 500. */
export const refuseUtrRecordedMeanwhile = conflictOnDuplicate("money_utrs_pkey", UTR_RECORDED_MEANWHILE);
