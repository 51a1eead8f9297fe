const SECRET_BYTES = 32;

/** A secret for a link: 256 random bits, URL-safe base64 (43 characters). Only its hash is ever stored. */
export function newUrlSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SECRET_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** SHA-256 of a link secret, as the 64 hex digits the database keeps. */
export async function hashUrlSecret(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
