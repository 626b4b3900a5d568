import { apiErrorSchema } from "@domain/api/envelope";
import {
  esignCreateRequestSchema,
  esignRequestListResponseSchema,
  esignRequestResponseSchema,
  esignSearchQuerySchema,
  esignSyncRequestSchema,
} from "@domain/api/esign";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf, tenancyOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { LOAN_READERS, LOAN_STAFF } from "../loan-access";
import { createEsignRequest } from "./esign-create";
import { searchEsignRequests } from "./esign-records";
import { syncEsign } from "./esign-sync";

const tags = ["user"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Sending the KFS and the loan agreement for e-sign, their requests, and pulling a request's status now. */
export const esignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/user/esign",
    {
      config: { access: LOAN_STAFF },
      schema: {
        tags,
        summary: "Send the loan's KFS (loan SANCTIONED) or its agreement (KFS_ACCEPTED) for e-sign",
        body: esignCreateRequestSchema,
        response: { 200: esignRequestResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => ok(await createEsignRequest(app, principalOf(request), request.body)),
  );

  app.get(
    "/user/esign/search",
    {
      config: { access: LOAN_READERS },
      schema: {
        tags,
        summary: "E-sign requests of the loans the caller may see",
        querystring: esignSearchQuerySchema,
        response: { 200: esignRequestListResponseSchema, ...errors },
      },
    },
    async (request) => searchEsignRequests(app.db, tenancyOf(request), request.query),
  );

  app.post(
    "/user/esign/sync",
    {
      config: { access: LOAN_STAFF },
      schema: {
        tags,
        summary: "E-sign sync: pull the provider's status of a request now and apply it",
        body: esignSyncRequestSchema,
        response: { 200: esignRequestResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => ok(await syncEsign(app, tenancyOf(request), request.body)),
  );
};
