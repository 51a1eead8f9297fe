// This device's side of push reminders: the permission, and the browser's subscription with its push service.
import { PUSH_TEXT } from '../model/reminder-form.ts';
import { forgetDevice, readPushKey, saveDevice } from './reminder-requests.ts';

/** Why push could not be turned on here: a sentence for the person. */
export class PushUnavailable extends Error {}

function pushApis(): boolean {
  return 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

/** The installed app's service worker, or null where none runs (a browser tab in development). */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/**
 * Asks for permission (only now, after the person turned push on), subscribes this browser with the server's
 * VAPID key and stores the subscription. Throws PushUnavailable with the reason to show.
 */
export async function subscribeThisDevice(): Promise<void> {
  if (!pushApis()) throw new PushUnavailable(PUSH_TEXT.unsupported);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailable(PUSH_TEXT.denied);
  const registration = await workerRegistration();
  const { publicKey } = await readPushKey();
  if (!registration || !publicKey) throw new PushUnavailable(PUSH_TEXT.notReady);
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: publicKey,
    });
  } catch {
    throw new PushUnavailable(PUSH_TEXT.subscribeFailed);
  }
  await saveDevice(subscription.toJSON());
}

/** Stops push on this device: the server forgets it and the browser drops the subscription. */
export async function unsubscribeThisDevice(): Promise<void> {
  if (!pushApis()) return;
  const subscription = await (await workerRegistration())?.pushManager.getSubscription();
  if (!subscription) return;
  await forgetDevice(subscription.endpoint);
  await subscription.unsubscribe();
}

/** This browser's push endpoint, when it has subscribed (null otherwise, or where push is unavailable). */
export async function thisDeviceEndpoint(): Promise<string | null> {
  if (!pushApis()) return null;
  const subscription = await (await workerRegistration())?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}
