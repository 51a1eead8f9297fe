// A month of the budget answered by msw (fake-budget-api.ts) and read once into a fresh query client, as the
// month screen has it before a write: for tests of the write layer without the screen.
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../app/session/query-client.ts';
import type { MonthKey } from '../../domain/month.ts';
import { budgetRead } from '../../lib/budget-read.ts';
import { fakeBudgetApi, type FakeBudgetApi, type SeedItem } from './fake-budget-api.ts';
import { server } from './setup.ts';

export async function cachedMonth(
  userId: string,
  month: MonthKey,
  seed: readonly SeedItem[],
): Promise<{ api: FakeBudgetApi; queryClient: QueryClient }> {
  const api = fakeBudgetApi(userId, month, seed);
  server.use(...api.handlers);
  const queryClient = createQueryClient();
  await queryClient.fetchQuery(budgetRead(userId, month));
  return { api, queryClient };
}
