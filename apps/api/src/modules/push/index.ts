// The push module's public entry: phone notifications (PRODUCT.md §30, decision 0092).
export { notifyPush, PUSH_TTL_SECONDS } from './notify.ts';
export { pushRoutes } from './push.routes.ts';
export { registerVapidKeys } from './vapidKeys.ts';
