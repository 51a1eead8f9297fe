// VAPID key pairs for Web Push: `npm run vapid` prints one for .env, and the local stack keeps one in its data
// directory when .env sets none.
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface VapidKeys {
  /** The uncompressed P-256 point, base64url: what the browser subscribes with (applicationServerKey). */
  publicKey: string;
  /** The private key as JWK JSON: what the reminders function signs with. */
  privateKey: string;
}

export async function generateVapidKeys(): Promise<VapidKeys> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return {
    publicKey: Buffer.from(raw).toString('base64url'),
    privateKey: JSON.stringify({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, d: jwk.d }),
  };
}

/** The pair kept in `file`, made (mode 0600) on first use. */
export async function loadOrCreateVapidKeys(file: string): Promise<VapidKeys> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as VapidKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = await generateVapidKeys();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600 });
  await chmod(file, 0o600);
  return keys;
}

/** The lines of .env that set a pair. */
export function vapidEnvLines(keys: VapidKeys): string {
  return `VAPID_PUBLIC_KEY=${keys.publicKey}\nVAPID_PRIVATE_KEY='${keys.privateKey}'\n`;
}
