import type { OutboxEntry, SmsSender } from "./sms-sender";

/**
 * Development outbox: keeps the last OTPs in memory (never in the database or the logs) for
 * `GET /auth/otp/console`, which exists only outside production. Swap for an SMS gateway in production.
 */
export function devOutboxSmsSender(capacity = 20): SmsSender {
  const outbox: OutboxEntry[] = [];
  return {
    sendOtp: async (mobile, otp, expiresAt, createdAt) => {
      outbox.unshift({ mobile, otp, createdAt, expiresAt });
      outbox.length = Math.min(outbox.length, capacity);
    },
    recent: () => [...outbox],
  };
}
