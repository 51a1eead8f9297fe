// The person's goals as every screen reads them (the Goals screen, and the budget's 'Future Goals' lines naming
// each goal's part): one cache entry, keyed by the path.
import { goalListSchema } from '@halfwise/core/contract/goals.ts';
import { queryOptions } from '@tanstack/react-query';
import { readOf } from './api.ts';
import { api } from './api-client.ts';

/** GET /api/future-plans (null on 401); the key is the path. */
export const goalsRead = queryOptions({
  queryKey: ['/api/future-plans'] as const,
  queryFn: () => readOf(api['future-plans'].$get(), goalListSchema),
});
