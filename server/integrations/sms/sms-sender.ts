/** Delivers one-time passwords; the embedded default keeps them in a development outbox. */
export type SmsSender = {
  sendOtp(mobile: string, otp: string, expiresAt: Date, sentAt: Date): Promise<void>;
  /** Recent messages, newest first; only the development console reads this. */
  recent(): OutboxEntry[];
};

export type OutboxEntry = { mobile: string; otp: string; createdAt: Date; expiresAt: Date };
