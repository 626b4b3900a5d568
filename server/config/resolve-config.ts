import type { AppConfig } from "./app-config";
import type { Env } from "./env";
import { resolveInstallSecret } from "./install-secret";

/**
 * A webhook secret: the environment's, else outside production one generated for this installation (the
 * embedded sandboxes sign with it); production without one refuses the provider's webhooks.
 */
const webhookSecret = (env: Env, file: string, fromEnv: string | undefined) =>
  fromEnv ??
  (env.NODE_ENV === "production" ? undefined : resolveInstallSecret(file, undefined, env.DATA_DIR));

/** The app's configuration from the parsed environment (secrets not set are generated into DATA_DIR). */
export function configFromEnv(env: Env): AppConfig {
  const esignWebhookSecret = webhookSecret(env, "esign-webhook-secret", env.ESIGN_WEBHOOK_SECRET);
  const mandateWebhookSecret = webhookSecret(env, "mandate-webhook-secret", env.MANDATE_WEBHOOK_SECRET);
  return {
    nodeEnv: env.NODE_ENV,
    jwtSecret: resolveInstallSecret("jwt-secret", env.JWT_SECRET, env.DATA_DIR),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    tokenRateLimitPerMinute: env.TOKEN_RATE_LIMIT_PER_MINUTE,
    otpRateLimitPerMinute: env.OTP_RATE_LIMIT_PER_MINUTE,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    uploadLimitBytes: env.UPLOAD_LIMIT_BYTES,
    readCacheBytes: env.READ_CACHE_MB * 1024 * 1024,
    logLevel: env.LOG_LEVEL,
    staticDir: env.STATIC_DIR,
    trustProxy: env.TRUST_PROXY,
    dataDir: env.DATA_DIR,
    kfsHolidays: env.KFS_HOLIDAYS,
    ...(esignWebhookSecret ? { esignWebhookSecret } : {}),
    ...(mandateWebhookSecret ? { mandateWebhookSecret } : {}),
    // The sandbox gateway completes any payment: outside development it runs only when named.
    ...(env.PAYMENT_GATEWAY || env.NODE_ENV !== "production"
      ? { paymentGateway: env.PAYMENT_GATEWAY ?? "sandbox" }
      : {}),
    allowSandboxProviders: env.ALLOW_SANDBOX_PROVIDERS,
  };
}
