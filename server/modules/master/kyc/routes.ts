import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import {
  bankValidationRequestSchema,
  bankValidationSchema,
  gstValidationRequestSchema,
  gstValidationSchema,
  kycCheckExportQuerySchema,
  kycCheckListQuerySchema,
  kycCheckListResponseSchema,
  type KycCheckKind,
  panValidationRequestSchema,
  panValidationSchema,
} from "@domain/api/kyc";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SIGNED_IN } from "@server/auth/policy";
import { principalOf, tenancyOf } from "@server/auth/request-auth";
import { csvExportRoute } from "@server/exports/export-route";
import { ok } from "@server/http/envelope";
import { KYC_HISTORY_READERS } from "./history-access";
import { type CheckOutcome, kycCheckExportBatches, listKycChecks, recordKycCheck } from "./history";
import { auditedKycFilters, KYC_CHECK_EXPORT_COLUMNS } from "./history-export";
import { identifierHashKey } from "./identifier-privacy";
import { checkBankAccount, checkGstin, checkPan } from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * `POST /master/kyc/validate/{pan,gst,bank}`: always 200 with `{ valid, message? }` for string input, each
 * call kept in the history of checks; `GET /master/kyc/checks` lists that history (`/export`: as CSV).
 */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const hashKey = identifierHashKey(app.config.jwtSecret);
  /** Keeps the check in the history, then answers it. */
  const recorded = async <T extends CheckOutcome>(
    request: FastifyRequest,
    kind: KycCheckKind,
    identifier: string,
    result: T,
    detail: string | undefined,
  ) => {
    const by = { principal: principalOf(request), now: app.clock(), hashKey };
    await recordKycCheck(app.db, by, kind, identifier, { ...result, detail });
    return ok(result);
  };

  app.post(
    "/master/kyc/validate/pan",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["master"],
        summary: "Check a PAN (and optionally the holder's name); kept in the history of checks",
        body: panValidationRequestSchema,
        response: { 200: apiSuccessSchema(panValidationSchema), ...errors },
      },
    },
    async (request) => {
      const result = await checkPan(app.kyc, request.body.panNumber, request.body.name);
      return recorded(request, "PAN", result.panNumber, result, result.holderType);
    },
  );

  app.post(
    "/master/kyc/validate/gst",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["master"],
        summary:
          "Check a GSTIN (state, embedded PAN, check character) and find its legal name; kept in the history",
        body: gstValidationRequestSchema,
        response: { 200: apiSuccessSchema(gstValidationSchema), ...errors },
      },
    },
    async (request) => {
      const result = await checkGstin(app.kyc, request.body.gstNumber);
      return recorded(request, "GST", result.gstNumber, result, result.stateName);
    },
  );

  app.post(
    "/master/kyc/validate/bank",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["master"],
        summary:
          "Check an IFSC and account number; bank from the IFSC dataset, branch and holder from the KYC provider",
        body: bankValidationRequestSchema,
        response: { 200: apiSuccessSchema(bankValidationSchema), ...errors },
      },
    },
    async (request) => {
      const result = await checkBankAccount(
        app.kyc,
        request.body.bankAccount,
        request.body.ifsc,
        request.body.name,
      );
      const detail = result.bankName ? `${result.bankName}, ${result.ifsc}` : result.ifsc;
      return recorded(request, "BANK", result.bankAccount, result, detail);
    },
  );

  app.get(
    "/master/kyc/checks",
    {
      config: { access: KYC_HISTORY_READERS },
      schema: {
        tags: ["master"],
        summary:
          "The history of KYC checks, newest first, by kind, result, checker, dates and search (platform staff all, NBFC users their lender's)",
        querystring: kycCheckListQuerySchema,
        response: { 200: kycCheckListResponseSchema, ...errors },
      },
    },
    async (request) => listKycChecks(app.db, tenancyOf(request), request.query, hashKey),
  );

  csvExportRoute(app, {
    listPath: "/master/kyc/checks",
    name: "kyc-checks",
    access: KYC_HISTORY_READERS,
    querystring: kycCheckExportQuerySchema,
    tags: ["master"],
    summary: "Every check the history's filters select, newest first, identifiers masked",
    columns: KYC_CHECK_EXPORT_COLUMNS,
    batches: (query, request) => kycCheckExportBatches(app.db, tenancyOf(request), query, hashKey),
    audited: auditedKycFilters,
  });
};
