import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS } from './money-limits.ts';
import { hasFractionOfCent, parseDollarsAndCents, parseMoney } from './money-text.ts';

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

describe('hasFractionOfCent', () => {
  it.each(['1.005', '0.001', '$1,000.123', '12.3401'])('finds a fraction of a cent in %s', (text) => {
    expect(hasFractionOfCent(text)).toBe(true);
  });

  it.each(['1', '1.5', '1.05', '12.340', '12.3400', '1,250'])('finds none in %s', (text) => {
    expect(hasFractionOfCent(text)).toBe(false);
  });

  it('agrees with the screen: text it finds none in reads to the same cents without rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.nat(5), (cents, zeros) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}${'0'.repeat(zeros)}`;
        expect(hasFractionOfCent(text)).toBe(false);
        expect(parseDollarsAndCents(text)).toEqual({ ok: true, cents });
        expect(hasFractionOfCent(`${text}1`)).toBe(true);
      }),
    );
  });
});
