/**
 * Remembers tokens whose signature has been verified, until they expire, so that a signed-in user's requests
 * skip the ECDSA check (about a quarter of a millisecond each). A token is never trusted past its `exp`.
 * Bounded: the oldest entry goes first when full.
 */
export function createVerifiedTokenCache<T extends { exp?: number }>(options: {
  maxEntries: number;
  now?: () => number;
}) {
  const entries = new Map<string, T>();
  const nowSeconds = () => (options.now?.() ?? Date.now()) / 1000;
  return {
    get(token: string): T | undefined {
      const claims = entries.get(token);
      if (!claims) return undefined;
      if (claims.exp === undefined || claims.exp <= nowSeconds()) {
        entries.delete(token);
        return undefined;
      }
      return claims;
    },
    set(token: string, claims: T): void {
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(token, claims);
    },
  };
}
