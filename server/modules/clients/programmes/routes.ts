import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import {
  PROGRAMME_LOGO_KINDS,
  PROGRAMME_NOT_FOUND,
  programmeCreateRequestSchema,
  programmeDetailSchema,
  programmeListQuerySchema,
  programmeListResponseSchema,
  programmeUpdateRequestSchema,
} from "@domain/api/programmes";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, tenancyOf } from "@server/auth/request-auth";
import { csvExportRoute } from "@server/exports/export-route";
import { ok } from "@server/http/envelope";
import { cachedList } from "../cached-list";
import { CLIENT_MANAGERS, PROGRAMME_READERS } from "../client-access";
import { readLogo } from "../logo-upload";
import { programmeLogo, replaceProgrammeLogo } from "./logos";
import { PROGRAMME_EXPORT_COLUMNS } from "./programme-export";
import { listProgrammes, programmeExportBatches } from "./queries";
import { createProgramme, programmeDetail, updateProgramme } from "./service";

const tags = ["master"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const detail = { 200: apiSuccessSchema(programmeDetailSchema), ...errors, 409: apiErrorSchema };
const idParams = z.object({ id: z.guid({ error: PROGRAMME_NOT_FOUND }) });
const logoParams = idParams.extend({
  kind: z.enum(PROGRAMME_LOGO_KINDS, { error: `Logo must be one of ${PROGRAMME_LOGO_KINDS.join(", ")}` }),
});
const LOGO_LABELS = { medLogo: "Medium Logo", xtrLogo: "Large Logo" } as const;

/** Tables the programme list reads, tenant-keyed, and the ones it joins whole. */
export const PROGRAMME_TABLES = ["programmes", "invoices"] as const;
export const PROGRAMME_REFERENCES = ["anchors", "lenders"] as const;

/**
 * The master service's programme configuration (`/master/program/config` and its CSV,
 * `/master/program/config/export`): platform staff manage; NBFC users read their lender's programmes, anchors
 * their own.
 */
export const programmeRoutes: FastifyPluginAsyncZod = async (app) => {
  const contextOf = (request: FastifyRequest) => ({
    db: app.db,
    now: app.clock(),
    principal: principalOf(request),
  });

  app.get(
    "/master/program/config",
    {
      config: { access: PROGRAMME_READERS },
      schema: {
        tags,
        summary:
          "Programmes with limit, used and available (paise): paged, sorted, by name, anchor or lender",
        querystring: programmeListQuerySchema,
        response: { 200: programmeListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = tenancyOf(request);
      return cachedList(app, request, reply, scope, {
        name: "programmes",
        tables: PROGRAMME_TABLES,
        references: PROGRAMME_REFERENCES,
        read: () => listProgrammes(app.db, scope, request.query),
      });
    },
  );

  csvExportRoute(app, {
    listPath: "/master/program/config",
    name: "programmes",
    access: PROGRAMME_READERS,
    querystring: programmeListQuerySchema.omit({ page: true, pageSize: true }),
    tags,
    summary: "Every programme the list's search, anchor and lender select, in its sort",
    columns: PROGRAMME_EXPORT_COLUMNS,
    batches: (query, request) => programmeExportBatches(app.db, tenancyOf(request), query),
  });

  app.get(
    "/master/program/config/:id",
    {
      config: { access: PROGRAMME_READERS },
      schema: {
        tags,
        summary: "One programme with every field and its change waiting for approval (diff), if any",
        params: idParams,
        response: detail,
      },
    },
    async (request) => ok(await programmeDetail(app.db, principalOf(request), request.params.id)),
  );

  app.post(
    "/master/program/config",
    {
      config: { access: CLIENT_MANAGERS },
      schema: {
        tags,
        summary: "Create a programme: name, limit (rupees, up to 10 characters), product, anchor and lender",
        body: programmeCreateRequestSchema,
        response: detail,
      },
    },
    async (request) => ok(await createProgramme(contextOf(request), request.body)),
  );

  app.put(
    "/master/program/config/:id",
    {
      config: { access: CLIENT_MANAGERS },
      schema: {
        tags,
        summary:
          "Save the programme form at its version; a new limit or liability days waits for another staff user's approval",
        params: idParams,
        body: programmeUpdateRequestSchema,
        response: detail,
      },
    },
    async (request) => ok(await updateProgramme(contextOf(request), request.params.id, request.body)),
  );

  app.post(
    "/master/program/config/:id/logo/:kind",
    {
      config: { access: CLIENT_MANAGERS },
      schema: {
        tags,
        summary:
          "Upload the programme's medLogo or xtrLogo: multipart/form-data, one JPEG or PNG file (checked by content)",
        params: logoParams,
        response: { ...detail, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request) => {
      const { id, kind } = request.params;
      const logo = await readLogo(request, LOGO_LABELS[kind]);
      return ok(await replaceProgrammeLogo(contextOf(request), app.documents, id, kind, logo));
    },
  );

  app.get(
    "/master/program/config/:id/logo/:kind",
    {
      config: { access: PROGRAMME_READERS },
      schema: {
        tags,
        summary: "The programme's logo image (for those who may see the programme)",
        params: logoParams,
      },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      const logo = await programmeLogo(app.db, app.documents, principalOf(request), id, kind);
      return reply.type(logo.mime).header("x-content-type-options", "nosniff").send(logo.bytes);
    },
  );
};
