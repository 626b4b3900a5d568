import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import { workflowOptionSchema, workflowSearchQuerySchema } from "@domain/api/workflows";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "@server/http/envelope";
import { CLIENT_MANAGERS } from "../../clients/client-access";
import { searchWorkflows } from "./queries";

/** The master service's workflows (`/master/workflow/*`): the option source of the anchor settings' wfId. */
export const workflowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/master/workflow/search",
    {
      config: { access: CLIENT_MANAGERS },
      schema: {
        tags: ["master"],
        summary:
          "The workflow async select: up to 20 workflows by name (empty until the workflow builder lands)",
        querystring: workflowSearchQuerySchema,
        response: {
          200: apiSuccessSchema(z.array(workflowOptionSchema)),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => ok(await searchWorkflows(app.db, request.query.query)),
  );
};
