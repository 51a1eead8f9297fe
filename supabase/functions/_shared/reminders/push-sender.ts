// Web Push through @pushforge/builder (RFC 8291 encryption and VAPID on Web Crypto, in Deno and Node alike).
import { buildPushHTTPRequest } from '@pushforge/builder';
import type { ReminderMessage } from '../core/reminder-text.ts';
import type { DeviceSubscription } from '../reminder-store.ts';

/**
 * What became of one message: accepted by the push service, gone (the subscription is dead), unanswered (the
 * request went out and its answer did not come in time: it may well have arrived), or failed.
 */
export type PushOutcome = 'accepted' | 'gone' | 'unanswered' | 'failed';

export type PushSender = (device: DeviceSubscription, message: ReminderMessage) => Promise<PushOutcome>;

/**
 * Each request's own bound. No transaction is open while it runs (pass.ts), so a device this slow holds up no
 * other; a request that went out and timed out counts as sent, since it may well have arrived.
 */
const SEND_TIMEOUT_MS = 5_000;
/** A reminder is stale after a day: the push service may drop it once the device has been away that long. */
const TTL_SECONDS = 86_400;

/**
 * The library builds requests for https endpoints only. The local stack's loopback endpoints (PUSH_LOOPBACK: the
 * tests' push-service stand-in on 127.0.0.1) are plain http: their request is built for the https address and
 * sent to the address as stored. No other http endpoint is ever stored.
 */
function buildableEndpoint(endpoint: string): string {
  return endpoint.startsWith('http:') ? `https:${endpoint.slice('http:'.length)}` : endpoint;
}

export function createPushSender(
  vapid: { privateJwk: JsonWebKey; subject: string },
  fetchImpl: typeof fetch = fetch,
): PushSender {
  return async (device, message) => {
    try {
      const request = await buildPushHTTPRequest({
        privateJWK: vapid.privateJwk,
        subscription: { ...device, endpoint: buildableEndpoint(device.endpoint) },
        message: {
          payload: { title: message.title, body: message.body, path: message.path, tag: message.tag },
          adminContact: vapid.subject,
          options: { ttl: TTL_SECONDS, urgency: 'normal' },
        },
      });
      const response = await fetchImpl(device.endpoint, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'accepted' : 'failed';
    } catch (error) {
      // Only the request's own bound ends in a TimeoutError: the destination was checked and the request sent.
      return error instanceof Error && error.name === 'TimeoutError' ? 'unanswered' : 'failed';
    }
  };
}
