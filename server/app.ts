import { parse as parseQueryString } from "node:querystring";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import { deepTrim } from "@domain/payload/deep-trim";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import { accessTokens } from "./auth/access-token";
import type { AppConfig } from "./config/app-config";
import { systemClock, type Clock } from "./config/clock";
import type { Database } from "./db/database";
import { tooManyRequests } from "./http/errors";
import { assertProcessablePayload } from "./http/payload-guard";
import type { EsignProvider } from "./integrations/esign/esign-provider";
import { sandboxDigioEsignProvider } from "./integrations/esign/sandbox-digio-esign-provider";
import type { MandateProvider } from "./integrations/mandates/mandate-provider";
import { sandboxDigioMandateProvider } from "./integrations/mandates/sandbox-digio-mandate-provider";
import type { KycProvider } from "./integrations/kyc/kyc-provider";
import { devOutboxMailer } from "./integrations/mail/dev-outbox-mailer";
import type { Mailer } from "./integrations/mail/mailer";
import { devOutboxSmsSender } from "./integrations/sms/dev-outbox-sms-sender";
import type { SmsSender } from "./integrations/sms/sms-sender";
import { diskDocumentStore, documentsDirectory } from "./integrations/storage/disk-document-store";
import type { DocumentStore } from "./integrations/storage/document-store";
import { loggerOptions, requestId } from "./logging/logger-options";
import { redactSensitive } from "./logging/redact";
import { knownIdentifierName } from "./modules/master/kyc/queries";
import { sandboxKycProvider } from "./integrations/kyc/sandbox-kyc-provider";
import type { PaymentGateway } from "./integrations/payment-gateway/payment-gateway";
import { sandboxPaymentGateway } from "./integrations/payment-gateway/sandbox-payment-gateway";
import { refuseSandboxesInProduction } from "./integrations/sandbox-guard";
import { registerAccessLayer } from "./plugins/access-layer";
import { registerApiDocs } from "./plugins/api-docs";
import { registerErrorEnvelope } from "./plugins/error-envelope";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerStaticPortal } from "./plugins/static-portal";
import { registerRoutes } from "./routes";
import { UNWATCHED, type DataVersion } from "./db/data-version";
import { readCache } from "./http/read-cache";

const READ_ONLY_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export type AppDependencies = {
  db: Database;
  config: AppConfig;
  clock?: Clock;
  kyc?: KycProvider;
  sms?: SmsSender;
  mailer?: Mailer;
  /** Uploaded documents; files under `<config.dataDir>/documents` by default. */
  documents?: DocumentStore;
  /** E-sign; the embedded Digio-shaped sandbox (state in the document store) by default. */
  esign?: EsignProvider;
  /** e-NACH and UPI AutoPay mandates; the embedded Digio-shaped sandbox (state in the document store) by default. */
  mandates?: MandateProvider;
  /** The payment gateway; by default the one `config.paymentGateway` names (the sandbox), or none. */
  paymentGateway?: PaymentGateway;
  /** Tells cached reads when the data changed (`watchDataVersion`); without it nothing is cached. */
  dataVersion?: DataVersion;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
};

/** The whole API: external plugins, then app plugins, then routes, then the portal's static files. */
export async function buildApp({
  db,
  config,
  clock = systemClock,
  kyc,
  sms,
  mailer,
  documents,
  esign,
  mandates,
  paymentGateway,
  dataVersion = UNWATCHED,
  logStream,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    genReqId: requestId,
    logController: new LogController({ requestIdLogLabel: "requestId" }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First of all hooks, so that answers refused by a later hook (401, 403, 404) carry it too.
  app.addHook("onRequest", async (request, reply) => {
    void reply.header("x-request-id", request.id);
  });

  // External plugins.
  await registerSecurityHeaders(app);
  // A plain object (fast-querystring's is not one), so the deep trim below reaches its strings.
  await app.register(formbody, {
    bodyLimit: config.bodyLimitBytes,
    parser: (text) => ({ ...parseQueryString(text) }),
  });
  await app.register(multipart, {
    limits: { fileSize: config.uploadLimitBytes, files: 10 },
    throwFileSizeLimit: true,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} seconds`,
        Math.ceil(context.ttl / 1000),
      ),
  });
  await registerApiDocs(app);

  const sandboxes = Object.entries({ KYC: kyc, SMS: sms, mail: mailer, "e-sign": esign, mandates })
    .filter(([, given]) => given === undefined)
    .map(([name]) => name);
  if (!paymentGateway && config.paymentGateway === "sandbox") sandboxes.push("payments");
  refuseSandboxesInProduction(config, sandboxes);

  // App plugins.
  app.decorate("db", db);
  app.decorate("config", config);
  app.decorate("clock", clock);
  app.decorate("accessTokens", accessTokens(config.jwtSecret, config.accessTokenTtlSeconds, clock));
  app.decorate("kyc", kyc ?? sandboxKycProvider((identifier) => knownIdentifierName(db, identifier)));
  app.decorate("sms", sms ?? devOutboxSmsSender());
  app.decorate("mailer", mailer ?? devOutboxMailer());
  app.decorate("documents", documents ?? diskDocumentStore(documentsDirectory(config.dataDir ?? "./data")));
  app.decorate("esign", esign ?? sandboxDigioEsignProvider(app.documents, clock));
  app.decorate("esignWebhookSecret", config.esignWebhookSecret ?? null);
  app.decorate("mandates", mandates ?? sandboxDigioMandateProvider(app.documents, clock));
  app.decorate("mandateWebhookSecret", config.mandateWebhookSecret ?? null);
  app.decorate(
    "paymentGateway",
    paymentGateway ?? (config.paymentGateway === "sandbox" ? sandboxPaymentGateway : null),
  );
  app.decorate("readCache", readCache(dataVersion, config.readCacheBytes));
  // A write is answered once the cache has seen it, so the writer's next read never shows the data before it.
  app.addHook("onSend", async (request, _reply, payload) => {
    if (!READ_ONLY_METHODS.has(request.method)) await dataVersion.settled();
    return payload;
  });
  app.addHook("onClose", () => dataVersion.stop());
  registerAccessLayer(app);
  registerErrorEnvelope(app);
  // Spec section 5: every string in a payload is trimmed, before validation sees it (and once it is safe to walk).
  const logBodies = config.logLevel === "debug" || config.logLevel === "trace";
  app.addHook("preValidation", async (request) => {
    assertProcessablePayload(request);
    if (request.body !== undefined && request.body !== null) request.body = deepTrim(request.body);
    if (logBodies) request.log.debug({ body: redactSensitive(request.body) }, "request body");
  });

  await registerRoutes(app);
  await registerStaticPortal(app, config.staticDir);
  return app;
}
