import { describe, expect, it } from 'vitest';
import { eachAtMost } from './each-at-most.ts';

describe('eachAtMost', () => {
  it('works on every item, never more than the limit at once, and starts the next as one ends', async () => {
    const started: number[] = [];
    const waiting = new Map<number, () => void>();
    let running = 0;
    let most = 0;
    const done = eachAtMost([1, 2, 3, 4, 5], 2, async (item) => {
      started.push(item);
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => waiting.set(item, resolve));
      running -= 1;
    });
    const finish = async (item: number) => {
      waiting.get(item)?.();
      // Let the finished worker take its next item.
      await new Promise((resolve) => setImmediate(resolve));
    };
    expect(started).toEqual([1, 2]);
    await finish(2);
    expect(started).toEqual([1, 2, 3]);
    for (const item of [1, 3, 4, 5]) await finish(item);
    await done;
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('does nothing for no items', async () => {
    let calls = 0;
    await eachAtMost([], 4, () => Promise.resolve(void (calls += 1)));
    expect(calls).toBe(0);
  });
});
