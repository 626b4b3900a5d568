/** What `buildApp` needs to know, resolved from the environment by `main.ts` (or built by tests). */
export type AppConfig = {
  nodeEnv: "development" | "test" | "production";
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  tokenRateLimitPerMinute: number;
  otpRateLimitPerMinute: number;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** The built portal; served with an SPA fallback only when the folder exists. */
  staticDir: string;
  trustProxy: boolean;
  /** Memory for cached read answers (the invoice list); 0 turns the cache off. */
  readCacheBytes: number;
  /** DATA_DIR: uploaded documents are kept under `<dataDir>/documents`. */
  dataDir?: string;
  /** KFS_HOLIDAYS: bank holidays (`YYYY-MM-DD`) a KFS's validity in working days skips. */
  kfsHolidays?: readonly string[];
  /** ESIGN_WEBHOOK_SECRET: verifies the e-sign provider's webhooks (none: they are refused). */
  esignWebhookSecret?: string;
  /** MANDATE_WEBHOOK_SECRET: verifies the mandate provider's webhooks (none: they are refused). */
  mandateWebhookSecret?: string;
  /** PAYMENT_GATEWAY: the gateway payments go through; none refuses gateway payments. */
  paymentGateway?: "sandbox";
  /** ALLOW_SANDBOX_PROVIDERS: production starts with embedded sandbox providers only when this is set. */
  allowSandboxProviders?: boolean;
};

export const isProduction = (config: Pick<AppConfig, "nodeEnv">) => config.nodeEnv === "production";
