import { isBusinessDate } from "@domain/dates/business-date";
import { z } from "zod";

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((value) => value === "1" || value === "true");

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every environment variable the server reads; parsed once, here, and nowhere else. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
    JWT_SECRET: z.string().min(32, "JWT_SECRET must have at least 32 characters").optional(),
    ACCESS_TOKEN_TTL_SECONDS: positiveInt(900),
    REFRESH_TOKEN_TTL_SECONDS: positiveInt(7 * 24 * 3600),
    TOKEN_RATE_LIMIT_PER_MINUTE: positiveInt(30),
    OTP_RATE_LIMIT_PER_MINUTE: positiveInt(5),
    BODY_LIMIT_BYTES: positiveInt(1024 * 1024),
    UPLOAD_LIMIT_BYTES: positiveInt(10 * 1024 * 1024),
    READ_CACHE_MB: z.coerce.number().int().min(0).default(64),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    STATIC_DIR: z.string().min(1).default("./dist"),
    TRUST_PROXY: flag,
    E2E_FRESH_DATA: flag,
    /** The payment gateway; `sandbox` is the embedded one (the default outside production). */
    PAYMENT_GATEWAY: z.enum(["sandbox"], "PAYMENT_GATEWAY must be sandbox").optional(),
    /** Production with an embedded sandbox provider (payments, mandates, e-sign, KYC, SMS, mail) only when set. */
    ALLOW_SANDBOX_PROVIDERS: flag,
    /** Bank holidays a KFS's validity skips: `YYYY-MM-DD` dates, comma-separated. */
    KFS_HOLIDAYS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((day) => day.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(z.string().refine(isBusinessDate, "KFS_HOLIDAYS must be YYYY-MM-DD dates, comma-separated")),
      ),
    ESIGN_WEBHOOK_SECRET: z
      .string()
      .min(32, "ESIGN_WEBHOOK_SECRET must have at least 32 characters")
      .optional(),
    MANDATE_WEBHOOK_SECRET: z
      .string()
      .min(32, "MANDATE_WEBHOOK_SECRET must have at least 32 characters")
      .optional(),
  })
  .superRefine((env, ctx) => {
    // Several instances against one PostgreSQL must share a secret; a per-disk generated one would not.
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.JWT_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["JWT_SECRET"],
        message: "JWT_SECRET is required in production with DATABASE_URL",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Parses the environment or throws one readable error listing every bad variable. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${lines.join("\n")}`);
}
