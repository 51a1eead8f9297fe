import { describe, expect, it } from 'vitest';
import { goalPace, pacePercent, paceText } from './goal-pace.ts';

const undated = { targetMonth: null, repeatMonths: null, nextDue: null } as const;

describe('goalPace', () => {
  it('has none for an undated goal, or one the server has not answered yet', () => {
    expect(
      goalPace({ ...undated, targetAmount: 100_00, createdOn: '2026-01-01' }, 0, '2026-06-01'),
    ).toBeNull();
    expect(
      goalPace({ ...undated, targetAmount: 100_00, targetMonth: '2026-12' }, 0, '2026-06-01'),
    ).toBeNull();
  });

  it('spreads a dated goal evenly from the day it was made to its month’s last day', () => {
    // Made Jan 31, due Dec 31: 334 days; 151 of them gone by Jul 1.
    const goal = { ...undated, targetAmount: 334_00, targetMonth: '2026-12', createdOn: '2026-01-31' };
    expect(goalPace(goal, 50_00, '2026-07-01')).toEqual({ saved: 50_00, expected: 151_00, target: 334_00 });
    expect(goalPace(goal, 50_00, '2026-01-31')?.expected).toBe(0);
  });

  it('starts a repeating goal again from its last due day, not before it was made', () => {
    const bill = {
      ...undated,
      targetAmount: 600_00,
      repeatMonths: 6,
      nextDue: '2026-03-15',
      createdOn: '2025-01-01',
    };
    // Due next Sep 15 2026; the cycle began Mar 15 (184 days); 92 days gone by Jun 15.
    expect(goalPace(bill, 900_00, '2026-06-15')).toEqual({ saved: 600_00, expected: 300_00, target: 600_00 });
    const madeMidCycle = { ...bill, createdOn: '2026-05-01' };
    // From May 1 (137 days to Sep 15); 45 gone by Jun 15.
    expect(goalPace(madeMidCycle, 0, '2026-06-15')?.expected).toBe(Math.round((600_00 * 45) / 137));
  });

  it('words the bar and bounds its percent', () => {
    expect(paceText({ saved: 300_00, expected: 450_00, target: 1_200_00 })).toBe(
      '$300 saved of $1,200; $450 by today',
    );
    expect(pacePercent(1_300_00, 1_200_00)).toBe(100);
    expect(pacePercent(0, 0)).toBe(100);
    expect(pacePercent(300_00, 1_200_00)).toBe(25);
  });
});
