import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import { pincodeDetailsSchema } from "@domain/api/pincode";
import { validatePincode } from "@domain/identifiers/pincode";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SIGNED_IN } from "@server/auth/policy";
import { ok } from "@server/http/envelope";
import { badRequest, notFound } from "@server/http/errors";
import { lookupPincode } from "@server/integrations/pincode/pincode-directory";

export const PINCODE_NOT_FOUND = "Pincode not found";

/** `GET /master/pincode/:pincode`: city, district and state from India Post's directory. */
export const pincodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/master/pincode/:pincode",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ["master"],
        summary: "City, district and state of a PIN code (400 malformed, 404 unknown)",
        params: z.object({ pincode: z.string() }),
        response: { 200: apiSuccessSchema(pincodeDetailsSchema), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const checked = validatePincode(request.params.pincode);
      if (!checked.valid) throw badRequest(checked.reason, [{ field: "pincode", message: checked.reason }]);
      const place = lookupPincode(checked.value);
      if (!place) throw notFound(PINCODE_NOT_FOUND);
      return ok(place);
    },
  );
};
