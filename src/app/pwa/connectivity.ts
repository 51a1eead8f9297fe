import { onlineManager } from '@tanstack/react-query';
import { onNetworkFailure } from '../../lib/network-failures.ts';
import { publicApi } from '../../lib/typed-client.ts';

/** How often, once a request found no network, the app asks whether the server can be reached again. */
export const PROBE_INTERVAL_MS = 5_000;

/**
 * Whether the app has a network (docs/offline.md): the browser's online and offline events, and a request that
 * found no network. A browser may say it is online when it is not (an app reopened offline from its service
 * worker can start with `navigator.onLine` true), so a failed request counts as offline, and from then on a
 * small read of /api/health every few seconds tells when the server answers again.
 */
export function watchConnectivity(): () => void {
  // TanStack Query assumes a network at start.
  onlineManager.setOnline(navigator.onLine);
  let probe: ReturnType<typeof setInterval> | undefined;
  const stopProbe = () => {
    clearInterval(probe);
    probe = undefined;
  };
  const startProbe = () => {
    probe ??= setInterval(() => {
      void publicApi.health
        .$get(undefined, { init: { cache: 'no-store' } })
        .then((response) => {
          if (response.ok) onlineManager.setOnline(true);
        })
        .catch(() => undefined);
    }, PROBE_INTERVAL_MS);
  };
  const stopFailures = onNetworkFailure(() => {
    onlineManager.setOnline(false);
    startProbe();
  });
  const stopOnline = onlineManager.subscribe((online) => {
    if (online) stopProbe();
  });
  return () => {
    stopProbe();
    stopFailures();
    stopOnline();
  };
}
