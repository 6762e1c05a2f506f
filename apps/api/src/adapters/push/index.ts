export { type PushOptions, type PushSender, PushSubscriptionGone, type PushTarget, type VapidKeys } from './push.ts';
export { createWebPushSender, generateVapidKeys } from './webPush.ts';
