import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { NON_SPA_PREFIXES, underPrefix } from "@server/http/prefixes";

/**
 * The built portal at `/` with an SPA fallback (only when STATIC_DIR exists). Unknown paths under the
 * service prefixes, `/docs` and `/health` never get index.html: they answer a JSON 404 envelope.
 */
export async function registerStaticPortal(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = path.resolve(staticDir);
  const hasPortal = existsSync(path.join(root, "index.html"));
  if (hasPortal) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ["index.html"],
      // The build writes .br and .gz copies of every asset (vite-precompress.ts); serve them when accepted.
      preCompressed: true,
      cacheControl: false,
      // Vite fingerprints everything under assets/; index.html must be revalidated to pick up a new build.
      setHeaders: (response, filePath) => {
        const immutable = filePath.startsWith(path.join(root, "assets") + path.sep);
        response.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (hasPortal && wantsPage && !underPrefix(request.url, NON_SPA_PREFIXES)) {
      return reply.type("text/html").sendFile("index.html");
    }
    const routePath = request.url.split("?", 1)[0];
    return reply.code(404).send({ message: `Route ${request.method} ${routePath} not found` });
  });
}
