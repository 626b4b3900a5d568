/** Delivers text messages; the embedded default keeps them in a development outbox. */
export type SmsSender = {
  sendOtp(mobile: string, otp: string, expiresAt: Date, sentAt: Date): Promise<void>;
  /** A plain notice (e.g. "your mobile number was changed"), sent to a number that may no longer be the user's. */
  sendNotice(mobile: string, text: string): Promise<void>;
  /** Recent OTPs, newest first; only the development console reads this. */
  recent(): OutboxEntry[];
};

export type OutboxEntry = { mobile: string; otp: string; createdAt: Date; expiresAt: Date };
