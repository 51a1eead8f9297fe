import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactDollars } from './exact-dollars.ts';

describe('exactDollars', () => {
  it('shows an amount to the cent, in US dollars', () => {
    expect(exactDollars(125_075)).toBe('$1,250.75');
    expect(exactDollars(5)).toBe('$0.05');
  });

  it('reads back to the cents it shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const text = exactDollars(cents);
        expect(text).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Math.round(Number(text.replace(/[$,]/g, '')) * 100)).toBe(cents);
      }),
    );
  });
});
