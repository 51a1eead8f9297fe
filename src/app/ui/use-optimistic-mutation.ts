import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  optimisticMutationOptions,
  writeDefaults,
  type FailureText,
  type OptimisticWrite,
} from '../../lib/optimistic-mutation.ts';
import { notify } from '../toast/notify.ts';

/** Title of the toast after a refused write has been rolled back. */
export const NOT_SAVED_TITLE = 'Not saved';

function notifyFailure({ title = NOT_SAVED_TITLE, description }: FailureText): void {
  notify({ title, description, variant: 'destructive' });
}

/** The one way a screen writes: `write` shows at once, rolls back with a toast if refused, then rereads. */
export function useOptimisticMutation<Variables, Result>(write: OptimisticWrite<Variables, Result>) {
  const queryClient = useQueryClient();
  return useMutation(optimisticMutationOptions(queryClient, write, notifyFailure));
}

/** Registers named writes, so ones restored from the device after a reload are sent and reported like these. */
export function registerWrites(queryClient: QueryClient, writes: readonly OptimisticWrite<never, unknown>[]) {
  writeDefaults(queryClient, writes, notifyFailure);
}
