import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The OpenAPI document (from the routes' zod schemas) and its reference UI at `/docs`. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Ledgerline platform API",
        description:
          "Auth, user, account, master and lead services of the Ledgerline portal. Success bodies are `{ payload, total? }`; errors are `{ message, errors? }`.",
        version: "0.1.0",
      },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
      security: [{ bearer: [] }],
      tags: [
        { name: "auth", description: "Sign-in, tokens, OTP, sign-up, users" },
        { name: "access", description: "The server-driven menu" },
        { name: "user", description: "User service" },
        { name: "master", description: "KYC checks and reference data" },
        { name: "system", description: "Health" },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/docs" });
}
