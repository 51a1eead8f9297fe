// Web Push through @block65/webcrypto-web-push: RFC 8291's `aes128gcm` and RFC 8292's `vapid` scheme on Web Crypto
// alone, the same code in Deno and Node. Chosen over @pushforge/builder, which still encrypts with the legacy
// `aesgcm` draft; this one also pads every message to the same length, so its size tells nothing of the bills.
import { buildPushPayload, type VapidKeys } from '@block65/webcrypto-web-push';
import type { ReminderMessage } from '../core/reminder-text.ts';
import type { DeviceSubscription } from '../reminder-store.ts';
import { atMostAtOnce } from './at-most-at-once.ts';

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
export const PUSH_TTL_SECONDS = 86_400;
export const PUSH_URGENCY = 'normal';
/**
 * Push requests one sender has in flight at most, whatever the pass asks at once (people at once × their
 * devices × their reminders): the pass's own sockets and the push services' patience stay bounded.
 */
export const PUSH_REQUESTS_AT_ONCE = 50;

/**
 * The library builds requests for https endpoints only. The local stack's loopback endpoints (PUSH_LOOPBACK: the
 * tests' push-service stand-in on 127.0.0.1) are plain http: their request is built for the https address and
 * sent to the address as stored. No other http endpoint is ever stored.
 */
function buildableEndpoint(endpoint: string): string {
  return endpoint.startsWith('http:') ? `https:${endpoint.slice('http:'.length)}` : endpoint;
}

/** The library's keys from the private JWK: the public key is its uncompressed point (0x04 ‖ x ‖ y), base64url. */
function vapidKeysOf(privateJwk: JsonWebKey, subject: string): VapidKeys {
  const point = [0x04, ...fromBase64Url(privateJwk.x ?? ''), ...fromBase64Url(privateJwk.y ?? '')];
  return { subject, publicKey: toBase64Url(Uint8Array.from(point)), privateKey: privateJwk.d };
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function createPushSender(
  vapid: { privateJwk: JsonWebKey; subject: string },
  fetchImpl: typeof fetch = fetch,
): PushSender {
  const keys = vapidKeysOf(vapid.privateJwk, vapid.subject);
  const gate = atMostAtOnce(PUSH_REQUESTS_AT_ONCE);
  // Each request's own bound starts once it has its place: a push waiting its turn is not timed out.
  return (device, message) => gate(() => send(device, message));

  async function send(device: DeviceSubscription, message: ReminderMessage): Promise<PushOutcome> {
    try {
      const request = await buildPushPayload(
        {
          data: { title: message.title, body: message.body, path: message.path, tag: message.tag },
          options: { ttl: PUSH_TTL_SECONDS, urgency: PUSH_URGENCY },
        },
        { endpoint: buildableEndpoint(device.endpoint), expirationTime: null, keys: device.keys },
        keys,
      );
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
  }
}
