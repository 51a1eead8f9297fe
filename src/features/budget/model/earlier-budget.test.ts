import type { BaseBudgetResponse } from '@halfwise/core/contract/budget.ts';
import { describe, expect, it } from 'vitest';
import {
  copySource,
  EARLIER_MONTHS_READ,
  earlierBudget,
  earlierMonthsToRead,
  readsMonth,
} from './earlier-budget.ts';

const empty = { budget: null, incomeItems: [], expenseItems: [] } as unknown as BaseBudgetResponse;
const withItems = {
  budget: { id: 1 },
  incomeItems: [{ id: 1 }],
  expenseItems: [],
} as unknown as BaseBudgetResponse;

describe('earlierMonthsToRead', () => {
  it('reads nothing in the first budget month: no month before it can hold items', () => {
    expect(earlierMonthsToRead('2026-12', '2026-12')).toEqual([]);
  });

  it('reads back to the first budget month, newest first', () => {
    expect(earlierMonthsToRead('2027-02', '2026-12')).toEqual(['2027-01', '2026-12']);
  });

  it(`reads at most ${EARLIER_MONTHS_READ} months, and as many with no first month known`, () => {
    expect(earlierMonthsToRead('2027-06', '2026-01')).toEqual(['2027-05', '2027-04', '2027-03']);
    expect(earlierMonthsToRead('2027-01', null)).toEqual(['2026-12', '2026-11', '2026-10']);
  });
});

describe('earlierBudget', () => {
  it('says none in the first budget month, with nothing read', () => {
    expect(earlierBudget([], [], '2026-12')).toBe('none');
  });

  it('says none once every month back to the first has answered empty or without a budget', () => {
    expect(earlierBudget(['2027-01', '2026-12'], [null, empty], '2026-12')).toBe('none');
  });

  it('says some as soon as one month has items', () => {
    expect(earlierBudget(['2027-01', '2026-12'], [empty, withItems], '2026-12')).toBe('some');
  });

  it('is unknown while a read is pending, and when the reads stop before the first month', () => {
    expect(earlierBudget(['2027-01', '2026-12'], [empty, undefined], '2026-12')).toBe('unknown');
    expect(earlierBudget(['2027-05', '2027-04', '2027-03'], [empty, empty, empty], '2026-01')).toBe(
      'unknown',
    );
    expect(earlierBudget(['2026-12', '2026-11', '2026-10'], [empty, empty, empty], null)).toBe('unknown');
  });
});

describe('readsMonth', () => {
  it('reads a month only once every newer one has answered with no items', () => {
    expect(readsMonth(0, [])).toBe(true);
    expect(readsMonth(1, [undefined])).toBe(false);
    expect(readsMonth(1, [withItems])).toBe(false);
    expect(readsMonth(2, [null, empty])).toBe(true);
  });
});

describe('copySource', () => {
  it('copies from the budget only when it has items', () => {
    expect(copySource(7, 2)).toBe(7);
    expect(copySource(7, 0)).toBeNull();
    expect(copySource(null, 0)).toBeNull();
    expect(copySource(undefined, 3)).toBeNull();
  });
});
