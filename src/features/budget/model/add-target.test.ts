import { describe, expect, it } from 'vitest';
import { DEFAULT_PAY_SCHEDULE } from '@halfwise/core/pay-schedule.ts';
import { monthSections } from '@halfwise/core/sections.ts';
import { monthKeyOf } from '../../../domain/month.ts';
import { addTargetOfKind, newItemKind, newItemPlacement } from './add-target.ts';

const december = monthSections(DEFAULT_PAY_SCHEDULE, monthKeyOf(2026, 12));
const february = monthSections(DEFAULT_PAY_SCHEDULE, monthKeyOf(2027, 2));

describe('add-item targets', () => {
  it('ADD INCOME opens in the early half and ADD EXPENSE in the late half, with their kind given', () => {
    expect(addTargetOfKind('income', december)).toEqual({ section: 0, kind: 'income' });
    expect(addTargetOfKind('expense', december)).toEqual({ section: 1, kind: 'expense' });
  });

  it('a given kind wins over the name and keeps the kind defaults (no due date)', () => {
    expect(newItemKind(addTargetOfKind('expense', december), 'Paycheck 2')).toBe('expense');
    expect(newItemPlacement(addTargetOfKind('income', december), 'Rent', december)).toEqual({
      kind: 'income',
    });
  });

  it('without a kind, the name decides it, live as it is typed', () => {
    const target = { section: 1, kind: null } as const;
    expect(newItemKind(target, '')).toBe('expense');
    expect(newItemKind(target, 'Paycheck')).toBe('income');
    expect(newItemKind(target, 'Paycheck 2')).toBe('income');
    expect(newItemKind(target, 'Gym')).toBe('expense');
  });

  it('without a kind, the item is due on the 1st or the 15th of the viewed month, by the half', () => {
    expect(newItemPlacement({ section: 0, kind: null }, 'Gym', december)).toEqual({
      kind: 'expense',
      dueDate: '12/01/2026',
    });
    expect(newItemPlacement({ section: 1, kind: null }, 'Bonus', february)).toEqual({
      kind: 'income',
      dueDate: '02/15/2027',
    });
  });
});
