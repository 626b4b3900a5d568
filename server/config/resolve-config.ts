import type { AppConfig } from "./app-config";
import type { Env } from "./env";
import { resolveJwtSecret } from "./jwt-secret";

/** The app's configuration from the parsed environment (the JWT secret may be generated into DATA_DIR). */
export function configFromEnv(env: Env): AppConfig {
  return {
    nodeEnv: env.NODE_ENV,
    jwtSecret: resolveJwtSecret(env.JWT_SECRET, env.DATA_DIR),
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
    esignWebhookSecret: env.ESIGN_WEBHOOK_SECRET,
    mandateWebhookSecret: env.MANDATE_WEBHOOK_SECRET,
  };
}
