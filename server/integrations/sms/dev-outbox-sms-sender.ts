import type { OutboxEntry, SmsSender } from "./sms-sender";

export type DevOutboxSmsSender = SmsSender & {
  /** Notices sent, newest first. */
  notices(): { mobile: string; text: string }[];
};

/**
 * Development outbox: keeps the last OTPs and notices in memory (never in the database or the logs); the
 * OTPs feed `GET /auth/otp/console`, which exists only outside production. Swap for an SMS gateway in
 * production.
 */
export function devOutboxSmsSender(capacity = 20): DevOutboxSmsSender {
  const outbox: OutboxEntry[] = [];
  const notices: { mobile: string; text: string }[] = [];
  return {
    sendOtp: async (mobile, otp, expiresAt, createdAt) => {
      outbox.unshift({ mobile, otp, createdAt, expiresAt });
      outbox.length = Math.min(outbox.length, capacity);
    },
    sendNotice: async (mobile, text) => {
      notices.unshift({ mobile, text });
      notices.length = Math.min(notices.length, capacity);
    },
    recent: () => [...outbox],
    notices: () => [...notices],
  };
}
