import webPush from 'web-push';
import { type PushOptions, type PushSender, PushSubscriptionGone, type PushTarget, type VapidKeys } from './push.ts';

/** A push service that does not answer within this long is tried again later (the outbox's retry). */
const TIMEOUT_MS = 10_000;

/**
 * Web Push through the `web-push` package, which signs the VAPID JWT (RFC 8292) for the endpoint's origin and
 * encrypts the payload (RFC 8291, aes128gcm); the request itself goes by fetch to the subscription's endpoint,
 * whatever its scheme, so the local fake (packages/test-fakes) is reached as a real push service is. The keys are
 * read at each send: they are loaded from the database once the app is ready (modules/push/vapidKeys.ts).
 */
export function createWebPushSender(options: { subject: string; keys: () => VapidKeys }): PushSender {
  return {
    async send(target: PushTarget, payload: string, { ttlSeconds, urgency = 'normal' }: PushOptions) {
      const keys = options.keys();
      const request = webPush.generateRequestDetails(target, payload, {
        vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: ttlSeconds,
        urgency,
        contentEncoding: 'aes128gcm',
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? null,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
      // The body is only ever an error's explanation; read it so the connection is freed.
      const text = await response.text().catch(() => '');
      if (response.status === 404 || response.status === 410) throw new PushSubscriptionGone(response.status);
      if (!response.ok) throw new Error(`push service answered ${response.status}: ${text.slice(0, 200)}`);
    },
  };
}

/** A new key pair (P-256), for the first start without VAPID_* configured. */
export function generateVapidKeys(): VapidKeys {
  return webPush.generateVAPIDKeys();
}
