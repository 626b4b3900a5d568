import type { InvoiceActionBody, InvoiceRejectBody, InvoiceUtrBody } from "@domain/api/invoices";
import { businessDateAt } from "@domain/dates/business-date";
import type { InvoiceAction } from "@domain/state-machines/invoice";
import { scopeOf } from "@server/auth/tenancy";
import { assertIndependentChecker } from "@server/audit/independent-checker";
import { conflict, forbidden, notFound } from "@server/http/errors";
import { generateInvoiceEmi } from "@server/modules/collections/emis/emi-generation";
import { duplicateUtrMessage, utrHolder } from "@server/modules/collections/receipts/utr";
import { isUniqueViolation } from "@server/db/unique-violation";
import type { InvoiceContext } from "./invoice-context";
import { mayPerform } from "./invoice-permissions";
import { findInvoice } from "./invoice-reads";
import type { InvoiceRow } from "./invoice-row";
import { lockProgramme, outstandingPaise } from "./invoice-terms";
import { applyTransition, assertCan } from "./invoice-transition";

export const CREDIT_LIMIT_EXCEEDED = "Credit limit exceeded";
export const SAME_MAKER_AND_CHECKER = "The user who verified this invoice cannot also approve it";
export const utrTakenMessage = (utr: string) => `UTR ${utr} is already recorded against another invoice`;

const ROLE_MESSAGES: Record<InvoiceAction, string> = {
  uploadDocument: "Only the anchor can upload the invoice document",
  verify: "Only operations users can verify invoices",
  reject: "Only operations or payment users can reject invoices",
  approve: "Only payment users can approve invoices",
  enterUtr: "Only payment users can enter the UTR",
  settle: "Only the anchor can settle its invoices",
  cancel: "You cannot cancel this invoice",
};

/** Role first (403), then tenancy (404: another tenant's invoice does not exist for the caller). */
async function loadFor(context: InvoiceContext, action: InvoiceAction, id: string): Promise<InvoiceRow> {
  if (!mayPerform(context.principal, action)) throw forbidden(ROLE_MESSAGES[action]);
  const invoice = await findInvoice(context.db, scopeOf(context.principal), id);
  if (!invoice) throw notFound("Invoice not found");
  return invoice;
}

async function simpleAction(
  context: InvoiceContext,
  action: InvoiceAction,
  body: InvoiceActionBody,
  extra = {},
) {
  const invoice = await loadFor(context, action, body.id);
  await context.db.transaction((tx) =>
    applyTransition(tx, {
      invoice,
      action,
      version: body.version,
      actorId: context.principal.id,
      at: context.now,
      set: extra,
    }),
  );
  return body.id;
}

/** The maker's check: Initiated → Verified, remembering who verified. */
export const verifyInvoice = (context: InvoiceContext, body: InvoiceActionBody) =>
  simpleAction(context, "verify", body, { verifiedBy: context.principal.id });

/** Paid → Completed: the anchor has repaid the tranche; its amount leaves the outstanding at once. */
export const settleInvoice = (context: InvoiceContext, body: InvoiceActionBody) =>
  simpleAction(context, "settle", body);

export const cancelInvoice = (context: InvoiceContext, body: { cancelInvoiceId: string; version: number }) =>
  simpleAction(context, "cancel", { id: body.cancelInvoiceId, version: body.version });

export async function rejectInvoice(context: InvoiceContext, body: InvoiceRejectBody): Promise<string> {
  const invoice = await loadFor(context, "reject", body.id);
  const note = body.reason ? body.reason : null;
  await context.db.transaction((tx) =>
    applyTransition(tx, {
      invoice,
      action: "reject",
      version: body.version,
      actorId: context.principal.id,
      at: context.now,
      set: { rejectReason: body.Reason, rejectNote: note },
      reason: note ? `${body.Reason}: ${note}` : body.Reason,
    }),
  );
  return body.id;
}

/**
 * The checker's approval. Never by the verifier (maker-checker). The programme row is locked, then the
 * anchor's outstanding plus this amount must fit the limit; otherwise the invoice is rejected with
 * 'Credit limit exceeded' (recorded) and the call answers 409 with that message.
 */
export async function approveInvoice(context: InvoiceContext, body: InvoiceActionBody): Promise<string> {
  const invoice = await loadFor(context, "approve", body.id);
  assertCan(invoice, "approve", body.version);
  if (invoice.verifiedBy === context.principal.id) throw forbidden(SAME_MAKER_AND_CHECKER);
  await assertIndependentChecker(context.db, context.principal.id, [invoice.verifiedBy], context.now);
  const outcome = await context.db.transaction(async (tx) => {
    const { programLimitPaise } = await lockProgramme(tx, invoice.programmeId);
    const outstanding = await outstandingPaise(tx, invoice.programmeId);
    const common = { invoice, version: body.version, actorId: context.principal.id, at: context.now };
    if (outstanding + invoice.amountPaise > programLimitPaise) {
      await applyTransition(tx, {
        ...common,
        action: "reject",
        set: { rejectReason: CREDIT_LIMIT_EXCEEDED, rejectNote: null },
        reason: CREDIT_LIMIT_EXCEEDED,
      });
      return "rejected" as const;
    }
    await applyTransition(tx, { ...common, action: "approve", set: { approvedBy: context.principal.id } });
    return "approved" as const;
  });
  if (outcome === "rejected") throw conflict(CREDIT_LIMIT_EXCEEDED);
  return body.id;
}

/** The 409 for a UTR already recorded: as another invoice's disbursement, or by the live receipt named. */
function utrHeld(utr: string, receiptNumber: string | null) {
  const message = receiptNumber ? duplicateUtrMessage(receiptNumber) : utrTakenMessage(utr);
  return conflict(message, [{ field: "utrNumber", message }]);
}

/**
 * The disbursement's UTR: Approved → Paid. A UTR another invoice or a live receipt already records answers
 * 409 (one UTR, one money movement); so does the loser of two entries of one UTR at once.
 */
export async function enterUtr(context: InvoiceContext, body: InvoiceUtrBody): Promise<string> {
  const invoice = await loadFor(context, "enterUtr", body.id);
  assertCan(invoice, "enterUtr", body.version);
  const utr = body.utrNumber;
  const holder = await utrHolder(context.db, utr);
  if (holder) throw utrHeld(utr, holder.receiptNumber);
  try {
    await context.db.transaction(async (tx) => {
      const actualPaymentDate = businessDateAt(context.now);
      await applyTransition(tx, {
        invoice,
        action: "enterUtr",
        version: body.version,
        actorId: context.principal.id,
        at: context.now,
        set: { utr, actualPaymentDate },
        reason: `UTR ${utr}`,
      });
      await generateInvoiceEmi(tx, { ...invoice, actualPaymentDate }, context.now);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw utrHeld(utr, (await utrHolder(context.db, utr))?.receiptNumber ?? null);
  }
  return body.id;
}
