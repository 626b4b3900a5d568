import { ANCHOR_BRANDING_PATH, anchorBrandingSchema } from "@domain/api/anchor-branding";
import { ANCHOR_NOT_FOUND } from "@domain/api/anchors";
import {
  anchorSettingsResponseSchema,
  anchorSettingsUpdateRequestSchema,
  LOGO_SIZES,
} from "@domain/api/anchor-settings";
import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SIGNED_IN } from "@server/auth/policy";
import { principalOf } from "@server/auth/request-auth";
import { ok } from "@server/http/envelope";
import { ANCHOR_READERS, CLIENT_MANAGERS } from "../client-access";
import { readLogo } from "../logo-upload";
import { anchorBranding } from "./branding";
import { anchorLogo, anchorSettingsOf, replaceAnchorLogo, updateAnchorSettings } from "./service";

const tags = ["master"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const settings = { 200: apiSuccessSchema(anchorSettingsResponseSchema), ...errors, 409: apiErrorSchema };
const anchorParams = z.object({ anchorId: z.guid({ error: ANCHOR_NOT_FOUND }) });
const logoParams = anchorParams.extend({
  size: z.enum(LOGO_SIZES, { error: `Logo size must be one of ${LOGO_SIZES.join(", ")}` }),
});
const LOGO_LABELS = { medium: "Medium Logo", large: "Large Logo" } as const;

/**
 * The master service's anchor configuration (`/master/anchorConfig/:anchorId`): settings, theme and logos.
 * Platform staff change them; an anchor reads its own; the anchor's merchants fetch its logos for branding.
 */
export const anchorSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const contextOf = (request: FastifyRequest) => ({
    db: app.db,
    now: app.clock(),
    principal: principalOf(request),
  });

  app.get(
    ANCHOR_BRANDING_PATH,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          "The theme colour and logos of the caller's anchor (or of the merchant named in the userId header, for platform staff); null when no anchor brands the portal",
        headers: z.object({
          userid: z
            .string()
            .optional()
            .describe(
              "A merchant's id: platform staff (ADMIN, SUPER_ADMIN, OPS) see that merchant's branding",
            ),
        }),
        response: { 200: apiSuccessSchema(anchorBrandingSchema), ...errors },
      },
    },
    async (request) => ok(await anchorBranding(app.db, principalOf(request), request.headers.userid)),
  );

  app.get(
    "/master/anchorConfig/:anchorId",
    {
      config: { access: ANCHOR_READERS },
      schema: {
        tags,
        summary:
          "An anchor's settings, with the programme's liability days and its change waiting for approval",
        params: anchorParams,
        response: settings,
      },
    },
    async (request) => ok(await anchorSettingsOf(app.db, principalOf(request), request.params.anchorId)),
  );

  app.put(
    "/master/anchorConfig/:anchorId",
    {
      config: { access: CLIENT_MANAGERS },
      schema: {
        tags,
        summary:
          "Save the settings at their version; a new lending type waits for another staff user's approval",
        params: anchorParams,
        body: anchorSettingsUpdateRequestSchema,
        response: settings,
      },
    },
    async (request) =>
      ok(await updateAnchorSettings(contextOf(request), request.params.anchorId, request.body)),
  );

  app.post(
    "/master/anchorConfig/:anchorId/logo/:size",
    {
      config: { access: CLIENT_MANAGERS },
      schema: {
        tags,
        summary:
          "Upload the medium or large logo: multipart/form-data, one JPEG or PNG file (checked by content)",
        params: logoParams,
        response: { ...settings, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request) => {
      const { anchorId, size } = request.params;
      const logo = await readLogo(request, LOGO_LABELS[size]);
      return ok(await replaceAnchorLogo(contextOf(request), app.documents, anchorId, size, logo));
    },
  );

  app.get(
    "/master/anchorConfig/:anchorId/logo/:size",
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The anchor's logo image (its staff, its merchants, platform staff)",
        params: logoParams,
      },
    },
    async (request, reply) => {
      const { anchorId, size } = request.params;
      const logo = await anchorLogo(app.db, app.documents, principalOf(request), anchorId, size);
      return reply.type(logo.mime).header("x-content-type-options", "nosniff").send(logo.bytes);
    },
  );
};
