/** One SMS to one E.164 number. */
export interface SmsMessage {
  to: string;
  text: string;
}

/** Delivers an SMS, resolving once the gateway has accepted it (or it is kept locally). */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
