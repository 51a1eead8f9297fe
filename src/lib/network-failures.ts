const listeners = new Set<() => void>();

/** Calls `listener` whenever an API request finds no network; answers the function that stops it. */
export function onNetworkFailure(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Said by the API client when a request got no answer at all (docs/offline.md "Being offline"). */
export function reportNetworkFailure(): void {
  for (const listener of listeners) listener();
}
