import { apiErrorSchema, apiSuccessSchema } from "@domain/api/envelope";
import { signupRequestSchema, userDetailSchema } from "@domain/api/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "@server/http/envelope";
import { signup } from "./service";
import { publicRateLimited } from "@server/http/public-rate-limited";

/** `POST /auth/signup`: a merchant registers. */
export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/auth/signup",
    {
      config: publicRateLimited(app.config.tokenRateLimitPerMinute),
      schema: {
        tags: ["auth"],
        summary: "Register a merchant (user type USER, onboarding status NEW_USER)",
        security: [],
        body: signupRequestSchema,
        response: { 201: apiSuccessSchema(userDetailSchema), 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await signup(app.db, request.body, app.clock()))),
  );
};
