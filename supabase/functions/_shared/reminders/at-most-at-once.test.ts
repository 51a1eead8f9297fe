import { describe, expect, it } from 'vitest';
import { atMostAtOnce } from './at-most-at-once.ts';

describe('atMostAtOnce', () => {
  it('runs at most the limit at once, starts the next waiting call as one ends, and passes failures through', async () => {
    const gate = atMostAtOnce(2);
    const started: number[] = [];
    const finish = new Map<number, (failed: boolean) => void>();
    const calls = [1, 2, 3, 4].map((item) =>
      gate(async () => {
        started.push(item);
        const failed = await new Promise<boolean>((resolve) => finish.set(item, resolve));
        if (failed) throw new Error(`call ${item} failed`);
        return item;
      }),
    );
    // Watched from the start, so a call's failure is never an unhandled rejection while the others wait.
    const settled = Promise.allSettled(calls);
    const settle = async (item: number, failed = false) => {
      finish.get(item)?.(failed);
      // Let the freed place go to the next waiting call.
      await new Promise((resolve) => setImmediate(resolve));
    };
    await settle(0);
    expect(started).toEqual([1, 2]);
    await settle(2, true);
    expect(started).toEqual([1, 2, 3]);
    await settle(1);
    expect(started).toEqual([1, 2, 3, 4]);
    await settle(3);
    await settle(4);
    const outcomes = await settled;
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
  });

  it('lets a call in at once after the others ended', async () => {
    const gate = atMostAtOnce(1);
    expect(await gate(() => Promise.resolve('a'))).toBe('a');
    await expect(gate(() => Promise.reject(new Error('b')))).rejects.toThrow('b');
    expect(await gate(() => Promise.resolve('c'))).toBe('c');
  });
});
