import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS } from './money-limits.ts';
import { parseMoney } from './money-text.ts';

describe('parseMoney, the edges of what surrounds the digits', () => {
  it('allows spaces after a minus sign or a dollar sign', () => {
    expect(parseMoney('- 5', 'cents')).toEqual({ ok: false, reason: 'negative' });
    expect(parseMoney('−  $ 5', 'whole-dollars')).toEqual({ ok: false, reason: 'negative' });
    expect(parseMoney('$ 5', 'cents')).toEqual({ ok: true, cents: 500 });
    expect(parseMoney(' $  1,250.5 ', 'cents')).toEqual({ ok: true, cents: 125_050 });
  });

  it('reads a point alone as nothing typed yet, with or without a sign', () => {
    expect(parseMoney('.', 'cents')).toEqual({ ok: false, reason: 'blank' });
    expect(parseMoney('$.', 'whole-dollars')).toEqual({ ok: false, reason: 'blank' });
    expect(parseMoney('-.', 'cents')).toEqual({ ok: false, reason: 'negative' });
  });

  it('counts the digits of the limit after any leading zeros', () => {
    expect(parseMoney('0001000000', 'whole-dollars')).toEqual({ ok: true, cents: MAX_AMOUNT_CENTS });
    expect(parseMoney('00999999.999', 'cents')).toEqual({ ok: true, cents: MAX_AMOUNT_CENTS });
    expect(parseMoney('0001000000.01', 'cents')).toEqual({ ok: false, reason: 'over-limit' });
  });
});
