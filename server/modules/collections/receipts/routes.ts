import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import {
  COLLECTION_NOT_FOUND,
  collectionDetailSchema,
  gatewayPaymentActionSchema,
  paymentFormRequestSchema,
  processingFeeRequestSchema,
  receiptPdfRequestSchema,
  utrCorrectionRequestSchema,
  utrLookupSchema,
} from "@domain/api/collections";
import { nachDebitRequestSchema } from "@domain/api/emis";
import { pendingOperationSchema, type PendingOperationKind } from "@domain/api/pending-operations";
import { bulkCollectionSchema, settlementSchema, userCollectionSchema } from "@domain/schemas/collection";
import { manualPaymentSchema } from "@domain/schemas/payment-operations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import { z } from "zod";
import { principalOf, tenancyOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { collectionDetail } from "../collection-manager/collection-detail";
import { findScopedCollection, toCollectionItem } from "../collection-manager/collection-reads";
import { moneyContextOf } from "../pending-operations/operation-context";
import { proposeOperation } from "../pending-operations/propose-operation";
import { sendFile } from "../../loans/documents/send-file";
import { followUpGatewayPayment } from "./gateway-follow-up";
import { receiptPdf } from "./receipt-pdf";
import { configuredGateway, payThroughGateway, parsePaymentForm } from "./gateway-payment";
import { COLLECTION_READERS, MONEY_STAFF } from "./receipt-access";
import { holdsUtr } from "./utr";

const tags = ["account"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const proposalResponse = { 200: apiSuccessSchema(pendingOperationSchema), ...errors };

/** The money commands of `collect/payment/*` that a maker proposes and a checker approves. */
const PROPOSALS: { path: string; kind: PendingOperationKind; body: ZodType; summary: string }[] = [
  {
    path: "add",
    kind: "MANUAL_PAYMENT",
    body: manualPaymentSchema,
    summary: "Manual payment against the tranche paymentInvoiceId names",
  },
  {
    path: "collections",
    kind: "USER_COLLECTION",
    body: userCollectionSchema,
    summary: "User collection: a borrower's credit over its dues",
  },
  {
    path: "bulk",
    kind: "BULK_COLLECTION",
    body: bulkCollectionSchema,
    summary: "Bulk collection: an anchor's (bulkId) credit over its network's dues",
  },
  {
    path: "settlement",
    kind: "SETTLEMENT",
    body: settlementSchema,
    summary: "Settlement of a borrower's dues",
  },
  {
    path: "processing-fee",
    kind: "PROCESSING_FEE",
    body: processingFeeRequestSchema,
    summary: "Processing fee of a loan marked paid (with its UTR) or unpaid",
  },
  {
    path: "utrNumber",
    kind: "UTR_CORRECTION",
    body: utrCorrectionRequestSchema,
    summary: "UTR correction of a posted receipt (old_utr optional, new_utr): reversed and posted again",
  },
  {
    path: "nach-debit",
    kind: "NACH_DEBIT",
    body: nachDebitRequestSchema,
    summary:
      "NACH debit succeeded: a presented EMI's debit the bank reports by file, its reference as the UTR",
  },
];

/**
 * The account service's `collect/payment/*` money commands: each proposal waits for a second money staff user
 * (`/account/pending-operations`), who sees the same preview; the payment form goes through the gateway; a
 * UTR can be looked up.
 */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const proposal of PROPOSALS)
    app.post(
      `/account/collect/payment/${proposal.path}`,
      {
        config: { access: MONEY_STAFF },
        schema: {
          tags,
          summary: `${proposal.summary}; waits for another staff user's approval (maker-checker)`,
          body: proposal.body,
          response: proposalResponse,
        },
      },
      async (request) =>
        ok(
          await proposeOperation(
            moneyContextOf(app, request),
            proposal.kind,
            request.body as Record<string, unknown>,
          ),
        ),
    );

  app.post(
    "/account/collect/payment/pg",
    {
      config: { access: MONEY_STAFF },
      schema: {
        tags,
        summary:
          "The payment form through the payment gateway PAYMENT_GATEWAY names (the sandbox outside production); card number and CVV are never kept",
        body: paymentFormRequestSchema,
        response: { 200: apiSuccessSchema(collectionDetailSchema), ...errors },
      },
    },
    async (request) => {
      const context = moneyContextOf(app, request);
      const form = parsePaymentForm(request.body);
      const receipt = await payThroughGateway(context, configuredGateway(app), form);
      return ok(await collectionDetail(app.db, principalOf(request), receipt.id));
    },
  );

  for (const followUp of ["refresh", "cancel"] as const)
    app.post(
      `/account/collect/payment/${followUp}`,
      {
        config: { access: MONEY_STAFF },
        schema: {
          tags,
          summary:
            followUp === "refresh"
              ? "Asks the gateway again about a payment in flight: Completed posts the receipt, a failure or expiry closes it"
              : "Cancels a gateway payment in flight at the gateway: the collection is marked failed (Cancelled)",
          body: gatewayPaymentActionSchema,
          response: { 200: apiSuccessSchema(collectionDetailSchema), ...errors },
        },
      },
      async (request) => {
        const context = moneyContextOf(app, request);
        const receipt = await followUpGatewayPayment(context, configuredGateway(app), followUp, request.body);
        return ok(await collectionDetail(app.db, principalOf(request), receipt.id));
      },
    );

  app.post(
    "/account/collections/:id/receipt-pdf",
    {
      config: { access: COLLECTION_READERS },
      schema: {
        tags,
        summary:
          "The payment receipt of a paid or completed collection as a PDF that opens only with passwordPdf",
        params: z.object({ id: z.guid(COLLECTION_NOT_FOUND) }),
        body: receiptPdfRequestSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const pdf = await receiptPdf(app.db, principalOf(request), request.params.id, request.body.passwordPdf);
      return sendFile(reply, "application/pdf", pdf.fileName, pdf.bytes);
    },
  );

  app.get(
    "/account/collect/payment/utrNumber",
    {
      config: { access: COLLECTION_READERS },
      schema: {
        tags,
        summary: "The live collection holding a UTR, in any case or spacing, within the caller's tenancy",
        querystring: z.object({
          utr: z
            .string({ error: "UTR number is required" })
            .trim()
            .min(1, "UTR number is required")
            .max(40, "UTR can be at most 40 characters"),
        }),
        response: { 200: apiSuccessSchema(utrLookupSchema), ...errors },
      },
    },
    async (request) => {
      const row = await findScopedCollection(app.db, tenancyOf(request), holdsUtr(request.query.utr));
      return ok({ found: row !== null, collection: row ? toCollectionItem(row) : null });
    },
  );
};
