import { useMutationState, type Mutation } from '@tanstack/react-query';
import { readAccessToken } from '../../lib/session-store.ts';
import { OPTIMISTIC_WRITE_KEY } from '../../lib/optimistic-mutation.ts';
import { readLastSeen } from './last-seen.ts';
import styles from './OfflineNotice.module.css';
import { lastSeenText, waitingText } from './offline-rules.ts';
import { useOnlineStatus } from './use-online-status.ts';

export const OFFLINE_MESSAGE = "You're offline. Your budget will load when you're back online.";

/**
 * A write not yet answered that had to wait: paused (offline, or behind one that is), failed to reach the
 * server, or made offline and being sent now.
 */
function isWaiting(mutation: Mutation): boolean {
  const { status, isPaused, failureCount, context } = mutation.state;
  const queued = (context as { queued?: boolean } | undefined)?.queued === true;
  return status === 'pending' && (isPaused || failureCount > 0 || queued);
}

/**
 * A calm line at the top of the page while the network is gone (the app shell comes from the cache, the last
 * data seen from the device), and how many changes wait to be sent (docs/offline.md).
 */
export function OfflineNotice() {
  const online = useOnlineStatus();
  const waiting = useMutationState({
    filters: { mutationKey: OPTIMISTIC_WRITE_KEY, predicate: isWaiting },
    select: (mutation) => mutation.mutationId,
  }).length;
  const lastSeen = online || !readAccessToken() ? null : readLastSeen();
  const offlineText = lastSeen ? lastSeenText(lastSeen) : OFFLINE_MESSAGE;
  const visible = !online || waiting > 0;
  return (
    <div role="status" className={visible ? styles.notice : undefined}>
      {online ? null : <p className={styles.line}>{offlineText}</p>}
      {waiting > 0 && <p className={styles.line}>{waitingText(waiting)}</p>}
    </div>
  );
}
