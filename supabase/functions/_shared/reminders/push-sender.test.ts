// The sender against a real HTTP receiver on loopback, read as a push service and a browser would: the message is
// decrypted by Mozilla's http_ece (RFC 8188/8291, not the library that encrypted it) with the subscriber's own
// keys, and the VAPID token is checked by jose against the public key the request names.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReminderMessage } from '../core/reminder-text.ts';
import { createPushSender, PUSH_REQUESTS_AT_ONCE, PUSH_TTL_SECONDS } from './push-sender.ts';

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: unknown; authSecret: Buffer }): Buffer;
};

interface Received {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A push service on 127.0.0.1 answering `status`, keeping each request's headers and body. */
async function pushService(status: number): Promise<{ endpoint: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
    });
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/device-1`, received };
}

/** A browser's subscription keys: its P-256 pair and 16-byte auth secret. */
function subscriber() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

async function vapidPrivateJwk(): Promise<JsonWebKey> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign']);
  return crypto.subtle.exportKey('jwk', pair.privateKey);
}

const message: ReminderMessage = {
  title: 'Due tomorrow',
  body: 'Rent $1,200, Phone $65 — $1,265',
  path: '/budget?month=2027-03',
  tag: 'bills-2027-03-11',
};
const subject = 'mailto:push@budget.example.com';

describe('createPushSender', () => {
  it('sends RFC 8291 aes128gcm that the subscriber decrypts to the message, with TTL, Urgency and a VAPID token', async () => {
    const service = await pushService(201);
    const device = subscriber();
    const privateJwk = await vapidPrivateJwk();
    const send = createPushSender({ privateJwk, subject });

    expect(await send({ endpoint: service.endpoint, keys: device.keys }, message)).toBe('accepted');

    const [push] = service.received;
    expect(push?.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(PUSH_TTL_SECONDS),
      urgency: 'normal',
    });
    const body = push!.body;
    const plain = ece.decrypt(body, {
      version: 'aes128gcm',
      privateKey: device.ecdh,
      authSecret: device.auth,
    });
    expect(JSON.parse(plain.toString('utf8'))).toEqual(message);
    // Every message is padded to the 4096 octets a push service must accept: its size tells nothing.
    expect(body.byteLength).toBe(4096);

    const vapid = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(push!.headers.authorization ?? '');
    expect(vapid).not.toBeNull();
    const [, token, key] = vapid!;
    const point = Buffer.from(key!, 'base64url');
    expect(point.subarray(1, 33).toString('base64url')).toBe(privateJwk.x);
    expect(point.subarray(33).toString('base64url')).toBe(privateJwk.y);
    expect(decodeProtectedHeader(token!).alg).toBe('ES256');
    const publicKey = await importJWK({ kty: 'EC', crv: 'P-256', x: privateJwk.x, y: privateJwk.y }, 'ES256');
    const { payload } = await jwtVerify(token!, publicKey, {
      audience: new URL(service.endpoint.replace('http:', 'https:')).origin,
    });
    expect(payload.sub).toBe(subject);
    expect(payload.exp! - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(24 * 3600);
  });

  it('reads 404 and 410 as a subscription gone, and any other refusal as failed', async () => {
    const device = subscriber();
    const send = createPushSender({ privateJwk: await vapidPrivateJwk(), subject });
    for (const [status, outcome] of [
      [404, 'gone'],
      [410, 'gone'],
      [413, 'failed'],
      [500, 'failed'],
    ] as const) {
      const service = await pushService(status);
      expect(await send({ endpoint: service.endpoint, keys: device.keys }, message), String(status)).toBe(
        outcome,
      );
    }
  });

  it('has at most PUSH_REQUESTS_AT_ONCE requests in flight, however many pushes it is given at once', async () => {
    const total = PUSH_REQUESTS_AT_ONCE * 2 + 20;
    // Holds each request until PUSH_REQUESTS_AT_ONCE are held (or the last has come), so a sender that kept
    // fewer in flight would wait here for ever; it answers them a little later, so that any more a sender has
    // out are seen arriving meanwhile. A bounded sender passes however long that is.
    let arrived = 0;
    let inFlight = 0;
    let most = 0;
    const held: (() => void)[] = [];
    const server = createServer((request, response) => {
      arrived += 1;
      inFlight += 1;
      most = Math.max(most, inFlight);
      response.on('finish', () => (inFlight -= 1));
      request.resume();
      request.on('end', () => {
        held.push(() => response.writeHead(201).end());
        if (held.length === PUSH_REQUESTS_AT_ONCE || arrived === total) {
          const answers = held.splice(0);
          setTimeout(() => answers.forEach((answer) => answer()), 50);
        }
      });
    });
    servers.push(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/device-`;
    const device = subscriber();
    const send = createPushSender({ privateJwk: await vapidPrivateJwk(), subject });

    const outcomes = await Promise.all(
      Array.from({ length: total }, (_, n) =>
        send({ endpoint: `${endpoint}${n}`, keys: device.keys }, message),
      ),
    );

    expect(outcomes.filter((outcome) => outcome === 'accepted')).toHaveLength(total);
    expect(most).toBe(PUSH_REQUESTS_AT_ONCE);
  });
});
