import type { MailMessage, Mailer } from "./mailer";

export type DevOutboxMailer = Mailer & {
  /** Recent messages, newest first. */
  recent(): MailMessage[];
};

/**
 * Development outbox: keeps the last messages in memory and delivers nothing. Swap for a real transport
 * (SMTP) in production.
 */
export function devOutboxMailer(capacity = 20): DevOutboxMailer {
  const outbox: MailMessage[] = [];
  return {
    send: async (message) => {
      outbox.unshift(message);
      outbox.length = Math.min(outbox.length, capacity);
    },
    recent: () => [...outbox],
  };
}
