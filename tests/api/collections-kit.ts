import type { CollectionDetail, CollectionItem } from "@domain/api/collections";
import type { EmiItem } from "@domain/api/emis";
import type { PendingOperation } from "@domain/api/pending-operations";
import { businessDateAt } from "@domain/dates/business-date";
import { PAYMENTS, SUPERADMIN } from "./clients-kit";
import { emisKit } from "./emis-kit";

/** payments@demo.in (ROLE_PAYMENT_USER) proposes; superadmin@demo.in approves (a different staff user). */
export const MAKER = PAYMENTS;
export const CHECKER = SUPERADMIN;

let serial = 0;
/** A 12-digit UTR (the IMPS/UPI RRN shape) no other test uses. */
export const uniqueUtr = () =>
  `${(Date.now() % 10_000_000).toString().padStart(7, "0")}${(serial += 1).toString().padStart(5, "0")}`;

/** Rupees with two decimals, as the forms send amounts. */
export const rupees = (paise: number) => (paise / 100).toFixed(2);

/** An EMI's outstanding amount in paise. */
export const owed = (emi: EmiItem) => emi.outstandingPaise;

/** The collections API tests' app: an active loan with its EMIs, proposals, approvals and the collection manager. */
export function collectionsKit() {
  const kit = emisKit();

  const propose = (path: string, body: object, email = MAKER) =>
    kit.okPayload<PendingOperation>(email, "POST", `/account/collect/payment/${path}`, body);
  const approve = (operation: Pick<PendingOperation, "id">, email = CHECKER) =>
    kit.okPayload<PendingOperation>(email, "POST", `/account/pending-operations/${operation.id}/approve`);
  const readCollection = (id: string, email = CHECKER) =>
    kit.okPayload<CollectionDetail>(email, "GET", `/account/collections/${id}`);

  /** A manual payment of `paise` on `loanId` by `utr`, proposed and approved: the receipt it posted. */
  async function manualPayment(loanId: string, paise: number, utr = uniqueUtr(), extra: object = {}) {
    const operation = await propose("add", {
      paymentInvoiceId: loanId,
      paymentAmount: rupees(paise),
      utrNumber: utr,
      paymentDate: businessDateAt(kit.clock.now()),
      ...extra,
    });
    const approved = await approve(operation);
    return readCollection(approved.receiptIds[0]!);
  }

  const collections = async (query: string, email = CHECKER) =>
    (await kit.page<CollectionItem>(email, `/account/collections?${query}`)).payload;

  return Object.assign(kit, { propose, approve, readCollection, manualPayment, collections });
}
