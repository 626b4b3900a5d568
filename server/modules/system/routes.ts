import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

/** `GET /health`: the server is up and its database answers (Playwright and load balancers wait on it). */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness and database check",
        security: [],
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: "ok" as const };
    },
  );
};
