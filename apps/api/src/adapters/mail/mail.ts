/** One e-mail to one address. `text` is always sent; `html` is an optional alternative. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines, e.g. List-Unsubscribe for alerts. */
  headers?: Record<string, string>;
}

/** Delivers an e-mail, resolving once the message is accepted (by the SMTP server, or kept locally). */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void> | void;
}
