import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

/** The ES256 key the local auth service signs access tokens with; its public half is published as JWKS. */
export interface AuthSigningKey {
  privateKey: CryptoKey;
  publicJwk: JWK;
  kid: string;
}

const ALG = 'ES256';

/** Reads the private JWK from `file`, or generates a new P-256 key pair and stores it there (mode 0600). */
export async function loadOrCreateSigningKey(file: string): Promise<AuthSigningKey> {
  const stored = await readStoredJwk(file);
  if (stored) return fromPrivateJwk(stored);

  const { privateKey } = await generateKeyPair(ALG, { extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(privateJwk);
  const jwk: JWK = { ...privateJwk, kid, alg: ALG, use: 'sig' };
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(jwk, null, 2) + '\n', { mode: 0o600 });
  await chmod(file, 0o600);
  return fromPrivateJwk(jwk);
}

async function readStoredJwk(file: string): Promise<JWK | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as JWK;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function fromPrivateJwk(jwk: JWK): Promise<AuthSigningKey> {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d || !jwk.kid) {
    throw new Error('The stored auth signing key is not a P-256 private JWK with a kid');
  }
  const privateKey = (await importJWK(jwk, ALG)) as CryptoKey;
  const { kty, crv, x, y, kid } = jwk;
  return { privateKey, publicJwk: { kty, crv, x, y, kid, alg: ALG, use: 'sig', key_ops: ['verify'] }, kid };
}
