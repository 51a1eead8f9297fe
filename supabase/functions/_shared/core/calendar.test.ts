import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dateInMonth,
  daysInMonth,
  givenDay,
  isEarlyDay,
  isMonthKey,
  itemDay,
  monthKeyOf,
  monthNumber,
  monthYear,
  moveDateToMonth,
  moveKeptDate,
  parseMonthParam,
  type KeptDate,
  type MonthKey,
} from './calendar.ts';

describe('isMonthKey', () => {
  it('accepts yyyy-MM with a month 01..12 and nothing else', () => {
    expect(isMonthKey('2026-11')).toBe(true);
    expect(isMonthKey('2026-01')).toBe(true);
    expect(isMonthKey('2026-12')).toBe(true);
    expect(isMonthKey('2026-13')).toBe(false);
    expect(isMonthKey('2026-00')).toBe(false);
    expect(isMonthKey('2026-1')).toBe(false);
    expect(isMonthKey('26-11')).toBe(false);
    expect(isMonthKey(' 2026-11')).toBe(false);
    expect(isMonthKey('2026-11-01')).toBe(false);
    expect(isMonthKey('')).toBe(false);
  });
});

describe('monthKeyOf, monthYear, monthNumber', () => {
  it('build and read keys', () => {
    expect(monthKeyOf(2026, 3)).toBe('2026-03');
    expect(monthYear('2027-01')).toBe(2027);
    expect(monthNumber('2027-01')).toBe(1);
    expect(monthNumber('2026-12')).toBe(12);
  });

  it('refuse a malformed key', () => {
    expect(() => monthYear('2026-13')).toThrow(RangeError);
    expect(() => monthYear('2026-13')).toThrow('2026-13');
    expect(() => addMonths('2026-01', 1.5)).toThrow('1.5');
  });
});

describe('parseMonthParam', () => {
  it('keeps a yyyy-MM month, with or without its own year', () => {
    expect(parseMonthParam('2026-11')).toBe('2026-11');
    expect(parseMonthParam('2026-11', 2026)).toBe('2026-11');
  });

  it('refuses a yyyy-MM month whose year disagrees with the year given', () => {
    expect(parseMonthParam('2026-11', 2027)).toBeNull();
  });

  it('reads short and long month names in any case together with the year', () => {
    expect(parseMonthParam('Nov', 2026)).toBe('2026-11');
    expect(parseMonthParam('november', 2026)).toBe('2026-11');
    expect(parseMonthParam('NOVEMBER', 2026)).toBe('2026-11');
    expect(parseMonthParam('jan', 2027)).toBe('2027-01');
    expect(parseMonthParam('Dec', 2026)).toBe('2026-12');
    expect(parseMonthParam('May', 2026)).toBe('2026-05');
    expect(parseMonthParam(' Nov ', 2026)).toBe('2026-11');
  });

  it('takes a year from 1 to 9999 with a month name', () => {
    expect(parseMonthParam('Jan', 1)).toBe('0001-01');
    expect(parseMonthParam('Dec', 9999)).toBe('9999-12');
    expect(parseMonthParam('Jan', 0)).toBeNull();
    expect(parseMonthParam('Jan', 10_000)).toBeNull();
  });

  it('needs a year for a month name', () => {
    expect(parseMonthParam('Nov')).toBeNull();
  });

  it('refuses anything else', () => {
    expect(parseMonthParam('Novem', 2026)).toBeNull();
    expect(parseMonthParam('No', 2026)).toBeNull();
    expect(parseMonthParam('', 2026)).toBeNull();
    expect(parseMonthParam('2026-13', 2026)).toBeNull();
    expect(parseMonthParam('13', 2026)).toBeNull();
    expect(parseMonthParam('Nov', 0)).toBeNull();
    expect(parseMonthParam('Nov', 2026.5)).toBeNull();
    expect(parseMonthParam('Nov', Number.NaN)).toBeNull();
    expect(parseMonthParam('Nov', 10000)).toBeNull();
  });
});

describe('addMonths', () => {
  it('moves forward and back across year ends', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-09', 5)).toBe('2027-02');
    expect(addMonths('2026-11', 0)).toBe('2026-11');
    expect(addMonths('2026-11', 24)).toBe('2028-11');
    expect(addMonths('2026-02', -14)).toBe('2024-12');
  });

  it('refuses a fractional number of months', () => {
    expect(() => addMonths('2026-11', 0.5)).toThrow(RangeError);
  });
});

describe('daysInMonth', () => {
  it('knows month lengths and leap years', () => {
    expect(daysInMonth('2026-01')).toBe(31);
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-04')).toBe(30);
    expect(daysInMonth('1900-02')).toBe(28);
    expect(daysInMonth('2000-02')).toBe(29);
  });

  it("agrees with the calendar's own Date in every month from 1900 to 9999", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const key = `${year}-${String(month).padStart(2, '0')}`;
        expect(daysInMonth(key)).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
      }),
    );
  });
});

describe('itemDay', () => {
  it('reads the day of MM/DD/YYYY from the part after the first slash', () => {
    expect(itemDay('01/14/2026')).toBe(14);
    expect(itemDay('01/15/2026')).toBe(15);
    expect(itemDay('12/01/2026')).toBe(1);
    expect(itemDay('1/5')).toBe(5);
  });

  it('reads the digits of a value without a slash', () => {
    expect(itemDay('14')).toBe(14);
    expect(itemDay('15')).toBe(15);
    expect(itemDay('1')).toBe(1);
    expect(itemDay('3rd')).toBe(3);
    expect(itemDay(' 7 ')).toBe(7);
    expect(itemDay('31')).toBe(31);
    expect(itemDay('007')).toBe(7);
    expect(itemDay('1/0000000000000000000031/2026')).toBe(31);
  });

  it('defaults to 15 when there is no usable day', () => {
    expect(itemDay('')).toBe(15);
    expect(itemDay(null)).toBe(15);
    expect(itemDay(undefined)).toBe(15);
    expect(itemDay('abc')).toBe(15);
    expect(itemDay('0')).toBe(15);
    expect(itemDay('32')).toBe(15);
    expect(itemDay('99999999999999999999999')).toBe(15);
    expect(itemDay('01//2026')).toBe(15);
    expect(itemDay('/')).toBe(15);
    expect(itemDay('99999999999999999999')).toBe(15);
  });
});

describe('isEarlyDay', () => {
  it('puts day 14 early and day 15 late', () => {
    expect(isEarlyDay(1)).toBe(true);
    expect(isEarlyDay(14)).toBe(true);
    expect(isEarlyDay(15)).toBe(false);
    expect(isEarlyDay(31)).toBe(false);
  });
});

describe('dateInMonth', () => {
  it('writes MM/DD/YYYY', () => {
    expect(dateInMonth('2026-11', 1)).toBe('11/01/2026');
    expect(dateInMonth('2027-01', 15)).toBe('01/15/2027');
  });

  it('clamps the day to the month', () => {
    expect(dateInMonth('2026-02', 31)).toBe('02/28/2026');
    expect(dateInMonth('2028-02', 30)).toBe('02/29/2028');
    expect(dateInMonth('2026-04', 31)).toBe('04/30/2026');
    expect(dateInMonth('2026-04', 0)).toBe('04/01/2026');
  });
});

describe('moveDateToMonth', () => {
  it('keeps the day of a date in the target month', () => {
    expect(moveDateToMonth('11/20/2026', '2026-12')).toBe('12/20/2026');
    expect(moveDateToMonth('12/03/2026', '2027-01')).toBe('01/03/2027');
    expect(moveDateToMonth('01/31/2026', '2026-02')).toBe('02/28/2026');
  });

  it('leaves a plain day number, other text and null as they are', () => {
    expect(moveDateToMonth('15', '2026-12')).toBe('15');
    expect(moveDateToMonth('1', '2026-12')).toBe('1');
    expect(moveDateToMonth('3rd', '2026-12')).toBe('3rd');
    expect(moveDateToMonth('', '2026-12')).toBe('');
    expect(moveDateToMonth(null, '2026-12')).toBeNull();
  });
});

describe('givenDay', () => {
  it('reads the kept day while the date is the last day of a month without it', () => {
    expect(givenDay('02/28/2027', 31, '2027-02')).toBe(31);
    expect(givenDay('02/29/2028', 30, '2028-02')).toBe(30);
    expect(givenDay('04/30/2027', 31, '2027-04')).toBe(31);
  });

  it("reads the date's own day otherwise: no kept day, a date the person changed, a plain day number", () => {
    expect(givenDay('02/28/2027', null, '2027-02')).toBe(28);
    expect(givenDay('02/28/2027', undefined, '2027-02')).toBe(28);
    expect(givenDay('02/14/2027', 31, '2027-02')).toBe(14);
    expect(givenDay('02/28/2028', 31, '2028-02')).toBe(28);
    expect(givenDay('03/31/2027', 30, '2027-03')).toBe(31);
    expect(givenDay('28', 31, '2027-02')).toBe(28);
    expect(givenDay(null, 31, '2027-02')).toBe(15);
  });
});

describe('moveKeptDate', () => {
  it('puts a bill on the 31st back on its day after a short month: 01/31 to 02/28, 03/31, 04/30, 05/31', () => {
    const dates: string[] = [];
    let current: { dueDate: string | null; keptDay: number | null } = {
      dueDate: '01/31/2027',
      keptDay: null,
    };
    let from = '2027-01';
    for (const to of ['2027-02', '2027-03', '2027-04', '2027-05']) {
      current = moveKeptDate(current.dueDate, current.keptDay, from, to);
      dates.push(`${current.dueDate} ${current.keptDay ?? '-'}`);
      from = to;
    }
    expect(dates).toEqual(['02/28/2027 31', '03/31/2027 -', '04/30/2027 31', '05/31/2027 -']);
  });

  it('keeps the 29th through a February that has it and one that has not', () => {
    expect(moveKeptDate('01/29/2028', null, '2028-01', '2028-02')).toEqual({
      dueDate: '02/29/2028',
      keptDay: null,
    });
    expect(moveKeptDate('01/29/2027', null, '2027-01', '2027-02')).toEqual({
      dueDate: '02/28/2027',
      keptDay: 29,
    });
    expect(moveKeptDate('02/28/2027', 29, '2027-02', '2027-03')).toEqual({
      dueDate: '03/29/2027',
      keptDay: null,
    });
  });

  it('leaves a plain day number, other text and null as they are, with no kept day', () => {
    expect(moveKeptDate('31', null, '2027-01', '2027-02')).toEqual({ dueDate: '31', keptDay: null });
    expect(moveKeptDate('3rd', 31, '2027-01', '2027-02')).toEqual({ dueDate: '3rd', keptDay: null });
    expect(moveKeptDate(null, null, '2027-01', '2027-02')).toEqual({ dueDate: null, keptDay: null });
  });

  it('is moveDateToMonth for a date whose day the target has, and for every date without a kept day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1900, max: 2400 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 1, max: 24 }),
        (day, year, start, ahead) => {
          const from = addMonths(monthKeyOf(year, 1), start);
          const to = addMonths(from, ahead);
          const date = dateInMonth(from, day);
          expect(moveKeptDate(date, null, from, to).dueDate).toBe(moveDateToMonth(date, to));
        },
      ),
    );
  });

  it('keeps the day a date was given through any chain of copies, forward or back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1900, max: 2400 }),
        fc.integer({ min: 0, max: 11 }),
        fc.array(
          fc.integer({ min: -30, max: 30 }).filter((step) => step !== 0),
          { minLength: 1, maxLength: 24 },
        ),
        (day, year, start, steps) => {
          let month: MonthKey = addMonths(monthKeyOf(year, 1), start);
          // The first month may itself lack the day: the item then starts there as a copy would leave it.
          let current: KeptDate = {
            dueDate: dateInMonth(month, day),
            keptDay: day > daysInMonth(month) ? day : null,
          };
          for (const step of steps) {
            const to = addMonths(month, step);
            current = moveKeptDate(current.dueDate, current.keptDay, month, to);
            month = to;
            expect(current.dueDate).toBe(dateInMonth(month, day));
            expect(current.keptDay).toBe(day > daysInMonth(month) ? day : null);
            expect(givenDay(current.dueDate, current.keptDay, month)).toBe(day);
          }
        },
      ),
    );
  });
});
