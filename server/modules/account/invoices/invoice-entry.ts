import { randomUUID } from "node:crypto";
import { and, eq, notInArray, sql } from "drizzle-orm";
import { businessDateAt } from "@domain/dates/business-date";
import type { InvoiceStatus } from "@domain/enums/statuses";
import { scopeOf } from "@server/auth/tenancy";
import type { Executor } from "@server/db/database";
import { invoices } from "@server/db/schema/invoices";
import { conflict, forbidden, notFound } from "@server/http/errors";
import { isUniqueViolation } from "@server/db/unique-violation";
import { recordStatusChange } from "./invoice-audit";
import { counterpartyOf, duplicateNumberMessage, type Counterparty } from "./invoice-counterparty";
import { bumpCount, moveCount } from "./invoice-counts";
import { newDocumentKey, type InvoiceContext } from "./invoice-context";
import { removeUnreferencedDocument } from "./invoice-documents";
import { parseInvoiceEntry, parseVersion, type InvoiceEntry } from "./invoice-form";
import { EDITABLE_STATUSES, mayCreateInvoice, mayPerform } from "./invoice-permissions";
import { findInvoice } from "./invoice-reads";
import { programmeOf } from "./invoice-terms";
import { assertFresh, STALE_INVOICE_MESSAGE } from "./invoice-transition";
import type { InvoiceMultipart } from "./invoice-upload";

const ONLY_ANCHORS = "Only an anchor can enter invoices";

/** 409 when a live invoice of the same supplier or partner already has this number. */
async function assertNumberFree(db: Executor, entry: InvoiceEntry, party: Counterparty, exceptId?: string) {
  const sameParty = party.supplierId
    ? eq(invoices.supplierId, party.supplierId)
    : eq(invoices.partnerId, party.partnerId ?? "");
  const [clash] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        sameParty,
        eq(invoices.invoiceNumber, entry.invoiceNumber),
        notInArray(invoices.status, ["Cancelled", "Rejected"]),
        exceptId ? sql`${invoices.id} <> ${exceptId}` : undefined,
      ),
    );
  if (clash) throw duplicate(entry);
}

const duplicate = (entry: InvoiceEntry) => {
  const message = duplicateNumberMessage(entry.type, entry.invoiceNumber);
  const field = entry.type === "PARTNER_INVOICE" ? "invoice_number_partner" : "invoice_number";
  return conflict(message, [{ field, message }]);
};

const entryColumns = (entry: InvoiceEntry, party: Counterparty) => ({
  supplierId: party.supplierId,
  partnerId: party.partnerId,
  counterpartyName: party.name,
  invoiceNumber: entry.invoiceNumber,
  amountPaise: entry.amountPaise,
  invoiceDate: entry.invoiceDate,
  paymentDate: entry.paymentDate,
  repaymentDurationDays: entry.repaymentDurationDays,
  tdsPercent: entry.tdsPercent,
  actualPaymentPaise: entry.actualPaymentPaise,
});

/** An anchor enters a supplier or partner invoice: Initiated with its document, PreInitiated without. */
export async function createInvoice(context: InvoiceContext, form: InvoiceMultipart): Promise<string> {
  const { db, principal, now, documents } = context;
  if (!mayCreateInvoice(principal)) throw forbidden(ONLY_ANCHORS);
  const programme = await programmeOf(db, principal);
  const entry = parseInvoiceEntry(form.fields.type ?? "", form.fields, {
    today: businessDateAt(now),
    interestRatePercent: programme.interestRatePercent,
    document: form.document,
  });
  const party = await counterpartyOf(db, programme.anchorId, entry.type, entry.counterpartyId);
  // A number already live for this supplier or partner is refused by the unique index (409 below): a read to
  // check first would cost every entry a statement for the rare duplicate.
  const id = randomUUID();
  const status: InvoiceStatus = form.document ? "Initiated" : "PreInitiated";
  const documentKey = form.document ? newDocumentKey(id) : null;
  if (form.document && documentKey) await documents.put(documentKey, form.document.bytes);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(invoices).values({
        id,
        type: entry.type,
        status,
        anchorId: programme.anchorId,
        programmeId: programme.programmeId,
        lenderId: programme.lenderId,
        ...entryColumns(entry, party),
        interestRatePercent: programme.interestRatePercent,
        documentKey,
        documentName: form.document?.filename ?? null,
        documentMime: form.document?.mime ?? null,
        documentBytes: form.document?.bytes.length ?? null,
        createdBy: principal.id,
        createdAt: now,
        updatedAt: now,
      });
      await bumpCount(tx, { ...programme, type: entry.type, status }, 1);
      await recordStatusChange(tx, {
        actorId: principal.id,
        invoiceId: id,
        action: "create",
        from: null,
        to: status,
        at: now,
      });
    });
  } catch (error) {
    if (documentKey) await documents.remove(documentKey);
    if (isUniqueViolation(error)) throw duplicate(entry);
    throw error;
  }
  return id;
}

/**
 * The anchor corrects its entry before operations check it; a document sent for a PreInitiated invoice
 * makes it Initiated (the machine's `uploadDocument`). Guarded by `version`: a new document is stored under
 * a key of its own and the row points at it only if the versioned update wins, so a losing request removes
 * only its own file and the replaced document goes once nothing points at it.
 */
export async function updateInvoice(context: InvoiceContext, form: InvoiceMultipart): Promise<string> {
  const { db, principal, now, documents } = context;
  if (!mayPerform(principal, "update")) throw forbidden(ONLY_ANCHORS);
  const id = form.fields.id ?? "";
  const version = parseVersion(form.fields.version);
  const invoice = /^[0-9a-f-]{36}$/i.test(id) ? await findInvoice(db, scopeOf(principal), id) : undefined;
  if (!invoice) throw notFound("Invoice not found");
  const from = invoice.status as InvoiceStatus;
  if (!EDITABLE_STATUSES.includes(from)) throw conflict(`Invoice is ${from}; it cannot be edited`);
  assertFresh(invoice, version);
  const programme = await programmeOf(db, principal);
  const entry = parseInvoiceEntry(invoice.type, form.fields, {
    today: businessDateAt(now),
    interestRatePercent: programme.interestRatePercent,
    document: form.document,
  });
  const party = await counterpartyOf(db, invoice.anchorId, entry.type, entry.counterpartyId);
  await assertNumberFree(db, entry, party, invoice.id);
  const uploadedKey = form.document ? newDocumentKey(id) : null;
  const documentKey = uploadedKey ?? invoice.documentKey;
  const to: InvoiceStatus = from === "PreInitiated" && documentKey ? "Initiated" : from;
  if (form.document && uploadedKey) await documents.put(uploadedKey, form.document.bytes);
  try {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(invoices)
        .set({
          ...entryColumns(entry, party),
          status: to,
          documentKey,
          ...(form.document
            ? {
                documentName: form.document.filename,
                documentMime: form.document.mime,
                documentBytes: form.document.bytes.length,
              }
            : {}),
          version: sql`${invoices.version} + 1`,
          updatedAt: now,
        })
        .where(and(eq(invoices.id, invoice.id), eq(invoices.version, version)))
        .returning({ id: invoices.id });
      if (updated.length === 0) throw conflict(STALE_INVOICE_MESSAGE);
      if (to !== from) await moveCount(tx, { ...invoice, status: from }, to);
      const action = to !== from ? "uploadDocument" : "update";
      await recordStatusChange(tx, { actorId: principal.id, invoiceId: id, action, from, to, at: now });
    });
  } catch (error) {
    if (uploadedKey) await documents.remove(uploadedKey);
    if (isUniqueViolation(error)) throw duplicate(entry);
    throw error;
  }
  if (uploadedKey && invoice.documentKey)
    await removeUnreferencedDocument(db, documents, invoice.documentKey);
  return id;
}
