import * as z from 'zod';
import { pushKinds } from './pushKinds.ts';

/** Subscriptions one account may keep (each is a browser or phone that allowed notifications). */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

export const pushMessages = {
  endpoint: 'Neteisingas pranešimų tarnybos adresas.',
  key: 'Neteisingas pranešimų rakto formatas.',
  tooManyDevices: `Pranešimus galima gauti ne daugiau kaip ${MAX_PUSH_SUBSCRIPTIONS} įrenginiuose. Išjunkite juos kuriame nors kitame įrenginyje.`,
  subscribed: 'Pranešimai šiame įrenginyje įjungti.',
  unsubscribed: 'Pranešimai šiame įrenginyje išjungti.',
} as const;

/** base64url without padding, as PushSubscription.toJSON() gives the keys. */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min, pushMessages.key)
    .max(max, pushMessages.key)
    .regex(/^[A-Za-z0-9_-]+$/, pushMessages.key);

/** A push service's address: an absolute URL (the API checks its scheme and host against the configuration). */
export const pushEndpointSchema = z
  .string()
  .max(1000, pushMessages.endpoint)
  .refine((value) => URL.canParse(value), pushMessages.endpoint);

/** GET /api/push/publicKey: the VAPID public key (an uncompressed P-256 point, base64url) for subscribe(). */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** POST /api/push/subscribe: PushSubscription.toJSON()'s endpoint and keys. */
export const pushSubscribeRequestSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({
    /** The browser's P-256 ECDH public key: 65 bytes, 87 characters of base64url. */
    p256dh: base64url(87, 88),
    /** The 16-byte authentication secret: 22 characters of base64url. */
    auth: base64url(22, 24),
  }),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequestSchema>;

export const pushUnsubscribeRequestSchema = z.object({ endpoint: pushEndpointSchema });

/** GET /api/push/settings and POST /api/push/settings/update: each kind on or off, and the devices subscribed. */
export const pushSettingSchema = z.object({ kind: z.enum(pushKinds), enabled: z.boolean() });
export type PushSetting = z.infer<typeof pushSettingSchema>;
export const pushSettingsSchema = z.object({ kinds: z.array(pushSettingSchema), devices: z.number().int() });
export type PushSettings = z.infer<typeof pushSettingsSchema>;
export const updatePushSettingRequestSchema = pushSettingSchema;

/** What a notification carries to the service worker (its `push` event shows it). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page opened by a tap on the notification (a path of this site). */
  url: z.string(),
  /** Notifications with one tag replace each other (one per conversation). */
  tag: z.string().optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
