// Web Push through @pushforge/builder (RFC 8291 encryption and VAPID on Web Crypto, in Deno and Node alike).
import { buildPushHTTPRequest } from '@pushforge/builder';
import type { ReminderMessage } from '../core/reminder-text.ts';
import type { DeviceSubscription } from '../reminder-store.ts';

/** What the push service made of one message: accepted, gone (the subscription is dead), or failed. */
export type PushOutcome = 'accepted' | 'gone' | 'failed';

export type PushSender = (device: DeviceSubscription, message: ReminderMessage) => Promise<PushOutcome>;

const SEND_TIMEOUT_MS = 10_000;
/** A reminder is stale after a day: the push service may drop it once the device has been away that long. */
const TTL_SECONDS = 86_400;

export function createPushSender(
  vapid: { privateJwk: JsonWebKey; subject: string },
  fetchImpl: typeof fetch = fetch,
): PushSender {
  return async (device, message) => {
    const request = await buildPushHTTPRequest({
      privateJWK: vapid.privateJwk,
      subscription: device,
      message: {
        payload: { title: message.title, body: message.body, path: message.path, tag: message.tag },
        adminContact: vapid.subject,
        options: { ttl: TTL_SECONDS, urgency: 'normal' },
      },
    });
    try {
      const response = await fetchImpl(request.endpoint, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'accepted' : 'failed';
    } catch {
      return 'failed';
    }
  };
}
