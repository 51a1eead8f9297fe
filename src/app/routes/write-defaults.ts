import type { QueryClient } from '@tanstack/react-query';
import { registerWrites } from '../ui/use-optimistic-mutation.ts';

/**
 * Registers every write that may wait for the network (docs/offline.md). Loaded only when the device holds
 * queued writes: the features are loaded on demand, and a restored write needs its feature's defaults.
 */
export async function loadWriteDefaults(queryClient: QueryClient): Promise<void> {
  const [budget, goals, runway] = await Promise.all([
    import('../../features/budget/index.ts'),
    import('../../features/goals/index.ts'),
    import('../../features/runway/index.ts'),
  ]);
  registerWrites(queryClient, [
    ...budget.budgetWriteDefaults(queryClient),
    ...goals.goalWriteDefaults(),
    ...runway.runwayWriteDefaults(queryClient),
  ]);
}
