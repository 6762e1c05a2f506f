/** A browser's subscription as the push service gave it (PushSubscription.toJSON()). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The application server's VAPID key pair (RFC 8292), base64url as web-push writes them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushOptions {
  /** How long the push service keeps the message for an offline device (the TTL header). */
  ttlSeconds: number;
  /** RFC 8030's Urgency: 'high' wakes a sleeping phone. */
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

/** Sends one encrypted message to one subscription's push service. */
export interface PushSender {
  /** Throws PushSubscriptionGone for 404/410 (the subscription is dead), any other error for a retry. */
  send(target: PushTarget, payload: string, options: PushOptions): Promise<void>;
}

/** The push service says this subscription no longer exists (404 or 410, RFC 8030 §7.3): forget it. */
export class PushSubscriptionGone extends Error {
  override name = 'PushSubscriptionGone';
  constructor(readonly status: number) {
    super(`push subscription gone (${status})`);
  }
}
