import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import {
  bankValidationRequestSchema,
  bankValidationSchema,
  gstValidationRequestSchema,
  gstValidationSchema,
  panValidationRequestSchema,
  panValidationSchema,
} from "@domain/api/kyc";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SIGNED_IN } from "@server/auth/policy";
import { ok } from "@server/http/envelope";
import { checkBankAccount, checkGstin, checkPan } from "./service";

/** `POST /master/kyc/validate/{pan,gst,bank}`: always 200 with `{ valid, message? }` for string input. */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/master/kyc/validate/pan",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["master"],
        summary: "Check a PAN (and optionally the holder's name)",
        body: panValidationRequestSchema,
        response: { 200: apiSuccessSchema(panValidationSchema), 400: apiErrorSchema },
      },
    },
    async (request) => ok(await checkPan(app.kyc, request.body.panNumber, request.body.name)),
  );

  app.post(
    "/master/kyc/validate/gst",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["master"],
        summary: "Check a GSTIN (state code, embedded PAN, check character) and find its legal name",
        body: gstValidationRequestSchema,
        response: { 200: apiSuccessSchema(gstValidationSchema), 400: apiErrorSchema },
      },
    },
    async (request) => ok(await checkGstin(app.kyc, request.body.gstNumber)),
  );

  app.post(
    "/master/kyc/validate/bank",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["master"],
        summary:
          "Check an IFSC and account number; bank name from the IFSC dataset, holder from the KYC provider",
        body: bankValidationRequestSchema,
        response: { 200: apiSuccessSchema(bankValidationSchema), 400: apiErrorSchema },
      },
    },
    async (request) => ok(await checkBankAccount(app.kyc, request.body.bankAccount, request.body.ifsc)),
  );
};
