import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { SERVICE_PREFIXES, underPrefix } from "@server/http/prefixes";

/**
 * Helmet with a CSP that forbids framing (`frame-ancestors 'none'`) and lets the app frame or show only its
 * own blob: documents (the document viewer), no MIME sniffing, and HSTS only
 * on requests that arrived over https (behind a TLS proxy with TRUST_PROXY=1). API answers carry
 * tenant data or tokens, so no browser or proxy may keep them (`Cache-Control: no-store`).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        // antd writes its styles at run time; inline style attributes cannot run code.
        "style-src": ["'self'", "'unsafe-inline'"],
        // The document viewer shows a PDF or image it fetched with the session's bearer as a blob: URL.
        "img-src": ["'self'", "data:", "blob:"],
        "frame-src": ["'self'", "blob:"],
        "connect-src": ["'self'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "upgrade-insecure-requests": null,
      },
    },
    frameguard: { action: "deny" },
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onSend", async (request, reply) => {
    if (request.protocol === "https") {
      void reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    }
    if (underPrefix(request.url, SERVICE_PREFIXES)) void reply.header("cache-control", "no-store");
  });
}
