import { describe, expect, it } from 'vitest';
import { constantTimeEquals } from './constant-time.ts';

describe('constantTimeEquals', () => {
  it('is true only for identical strings, whatever their lengths', async () => {
    expect(await constantTimeEquals('halfwise-beta', 'halfwise-beta')).toBe(true);
    expect(await constantTimeEquals('halfwise-beta', 'halfwise-betb')).toBe(false);
    expect(await constantTimeEquals('halfwise', 'halfwise-beta')).toBe(false);
    expect(await constantTimeEquals('', '')).toBe(true);
  });
});
