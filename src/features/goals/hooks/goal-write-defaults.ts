import type { OptimisticWrite } from '../../../lib/optimistic-mutation.ts';
import { GOAL_WRITES } from './use-goal-mutations.ts';
import { GOAL_SETTINGS_WRITES } from './use-into-budget.ts';
import { balanceWrite } from './use-update-balance.ts';

/** The goal writes that may wait for the network, to register at start (docs/offline.md). */
export function goalWriteDefaults(): OptimisticWrite<never, unknown>[] {
  return [...GOAL_WRITES, balanceWrite, ...GOAL_SETTINGS_WRITES] as OptimisticWrite<never, unknown>[];
}
