import { notifyManager, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';

/** Lets the current task's microtasks run, and nothing scheduled for a later task. */
const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('the query client', () => {
  it('tells a screen of a cache change within the task that made it', async () => {
    const client = createQueryClient();
    const seen: unknown[] = [];
    const observer = new QueryObserver(client, { queryKey: ['/api/item', 1], enabled: false });
    // As useQuery subscribes: its store-change callback goes through the notify manager's scheduler.
    const stop = observer.subscribe(notifyManager.batchCalls((result) => seen.push(result.data)));

    client.setQueryData(['/api/item', 1], { name: 'Rent' });
    await microtasks();
    await microtasks();

    expect(seen).toEqual([{ name: 'Rent' }]);
    stop();
  });
});
