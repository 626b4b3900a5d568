/** Sends e-mail; the embedded default keeps it in a development outbox (an SMTP transport comes later). */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
};

export type MailMessage = { to: string; subject: string; text: string };
