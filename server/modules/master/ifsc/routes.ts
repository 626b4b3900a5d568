import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import { ifscDetailsSchema } from "@domain/api/ifsc";
import { validateIfsc } from "@domain/identifiers/ifsc";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SIGNED_IN } from "@server/auth/policy";
import { ok } from "@server/http/envelope";
import { badRequest } from "@server/http/errors";
import { bankNameOf } from "@server/modules/clients/ifsc-bank";

/**
 * `GET /master/ifsc/:ifsc`: the bank (IFSC directory) and branch (KYC provider) a form shows, read-only,
 * before it saves; the saving endpoint looks them up again and never takes them from the form.
 */
export const ifscRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/master/ifsc/:ifsc",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["master"],
        summary: "Bank and branch of an IFSC (400 malformed or unknown)",
        params: z.object({ ifsc: z.string() }),
        response: { 200: apiSuccessSchema(ifscDetailsSchema), 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const checked = validateIfsc(request.params.ifsc);
      if (!checked.valid) throw badRequest(checked.reason, [{ field: "ifsc", message: checked.reason }]);
      const bankName = bankNameOf(checked.value);
      return ok({ ifsc: checked.value, bankName, branchName: await app.kyc.ifscBranch(checked.value) });
    },
  );
};
