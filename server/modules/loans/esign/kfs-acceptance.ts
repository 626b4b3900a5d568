import { daysBetween, type BusinessDate } from "@domain/dates/business-date";
import { formatDate } from "@domain/dates/display-date";
import { conflict } from "@server/http/errors";
import type { KfsVersionRow } from "../pdf/loan-pdfs";

/** 409 in words unless the KFS version is ISSUED and `today` is not past its last valid day. */
export function assertKfsAcceptable(kfs: KfsVersionRow, today: BusinessDate): void {
  if (kfs.state !== "ISSUED")
    throw conflict(`KFS ${kfs.proposalNumber} is ${kfs.state}; only an issued KFS can be accepted`);
  if (daysBetween(today, kfs.validUntil) < 0)
    throw conflict(
      `KFS ${kfs.proposalNumber} was valid until ${formatDate(kfs.validUntil)} and can no longer be accepted; issue a new KFS version`,
    );
}
