import { describe, expect, it } from 'vitest';
import { linesPerTurn } from './log-lines.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('linesPerTurn', () => {
  it('writes the lines of one turn in one write, in order, and nothing before the turn ends', async () => {
    const writes: string[] = [];
    const log = linesPerTurn((text) => writes.push(text));
    log('GET /api/user 200 3ms');
    log('GET /api/budget/u/2026-11/2026 200 5ms');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['GET /api/user 200 3ms\nGET /api/budget/u/2026-11/2026 200 5ms']);
  });

  it('starts a new write for lines of a later turn', async () => {
    const writes: string[] = [];
    const log = linesPerTurn((text) => writes.push(text));
    log('first');
    await nextTurn();
    log('second');
    await nextTurn();
    expect(writes).toEqual(['first', 'second']);
  });
});
