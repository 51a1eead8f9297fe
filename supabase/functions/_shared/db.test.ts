import { describe, expect, it } from 'vitest';
import { withDeadline } from './db.ts';
import { DatabaseUnavailable } from './errors.ts';

describe('withDeadline', () => {
  it('answers what the work answers when it settles in time', async () => {
    await expect(withDeadline(Promise.resolve('rows'), 1_000)).resolves.toBe('rows');
    const failure = new Error('relation does not exist');
    await expect(withDeadline(Promise.reject(failure), 1_000)).rejects.toBe(failure);
  });

  it('gives up with DatabaseUnavailable when the work never settles', async () => {
    const never = new Promise<never>(() => undefined);
    await expect(withDeadline(never, 20)).rejects.toBeInstanceOf(DatabaseUnavailable);
  });

  it('leaves no unhandled rejection behind when abandoned work fails later', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      let fail: (error: Error) => void = () => undefined;
      const late = new Promise<never>((_, reject) => (fail = reject));
      await expect(withDeadline(late, 10)).rejects.toBeInstanceOf(DatabaseUnavailable);
      fail(new Error('the connection closed'));
      // Unhandled rejections are reported after the microtask queue drains, before the next macrotask.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
