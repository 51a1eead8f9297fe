import { useMutationState, type Mutation } from '@tanstack/react-query';
import { OPTIMISTIC_WRITE_KEY } from '../../lib/optimistic-mutation.ts';
import { OfflineNotice } from './OfflineNotice.tsx';

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
 * The app's notice (inside its query client): with data kept on the device it names the time it was read,
 * and it counts the changes waiting to be sent (docs/offline.md).
 */
export function QueueNotice() {
  const waiting = useMutationState({
    filters: { mutationKey: OPTIMISTIC_WRITE_KEY, predicate: isWaiting },
    select: (mutation) => mutation.mutationId,
  }).length;
  return <OfflineNotice waiting={waiting} />;
}
