import type { PushPublicKey } from '@skelbimai/contract';
import { api } from '../../api/index.ts';
import { SERVICE_WORKER_URL } from '../../lib/serviceWorker.ts';

/** What this browser can do about notifications: none, asked and refused, or able to subscribe. */
export type PushSupport = 'unsupported' | 'denied' | 'available';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

async function registration(): Promise<ServiceWorkerRegistration> {
  // Registered after load by main.tsx; registering again is harmless and covers a click before that.
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  return navigator.serviceWorker.ready;
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const existing = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return (await existing?.pushManager.getSubscription()) ?? null;
}

/**
 * 'Leisti pranešimus telefone': asks the browser's permission, subscribes with the portal's VAPID key and gives
 * the subscription to the API. Answers false when the person did not allow it.
 */
export async function subscribeThisDevice(): Promise<boolean> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  const { publicKey } = await api.get<PushPublicKey>('/api/push/publicKey');
  const worker = await registration();
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  await api.post('/api/push/subscribe', subscription.toJSON());
  return true;
}

/** 'Išjungti šiame įrenginyje': the browser forgets the subscription, and so does the API. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api.post('/api/push/unsubscribe', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
