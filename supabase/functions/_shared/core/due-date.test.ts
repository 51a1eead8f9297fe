import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, itemDay, monthKeyOf } from './calendar.ts';
import { dayOfUsDate, isDueDate, readDueDate } from './due-date.ts';

const pad = (value: number) => String(value).padStart(2, '0');

describe('isDueDate', () => {
  it.each(['1', '01', '15', '31', '02/28/2026', '02/29/2028', '12/31/9999', '1/5/2026'])(
    'takes %s',
    (value) => {
      expect(isDueDate(value)).toBe(true);
    },
  );

  it.each([
    '02/31/2026',
    '13/45/2026',
    '02/29/2026',
    '00/10/2026',
    '01/00/2026',
    '01/10/1899',
    'abc',
    '-1',
    '0',
    '32',
    '💸',
    '',
    ' 5',
    '2026-03-15',
    '03/15/26',
  ])('refuses %s', (value) => {
    expect(isDueDate(value)).toBe(false);
  });

  it('takes every real date and every plain day, and the calendar reads the same day from each', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const real = day <= daysInMonth(monthKeyOf(year, month));
          const date = `${pad(month)}/${pad(day)}/${year}`;
          expect(isDueDate(date)).toBe(real);
          if (real) expect(itemDay(date)).toBe(day);
          expect(isDueDate(String(day))).toBe(true);
          expect(itemDay(String(day))).toBe(day);
        },
      ),
    );
  });

  it('refuses any text that is neither', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        fc.pre(!/^\d{1,2}$/.test(value) && !/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(value));
        expect(isDueDate(value)).toBe(false);
      }),
    );
  });
});

describe('readDueDate', () => {
  it.each([
    ['12/1/2026', '12/01/2026'],
    ['1/5/2026', '01/05/2026'],
    ['1/05/2026', '01/05/2026'],
    ['02/29/2028', '02/29/2028'],
    ['7', '7'],
    ['07', '07'],
  ])('stores %s as %s', (value, stored) => {
    expect(readDueDate(value)).toBe(stored);
  });

  it('stores every real date, however its month and day are padded, with two-digit parts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.boolean(),
        fc.boolean(),
        (year, month, day, padMonth, padDay) => {
          const written = `${padMonth ? pad(month) : month}/${padDay ? pad(day) : day}/${year}`;
          const stored = `${pad(month)}/${pad(day)}/${year}`;
          expect(readDueDate(written)).toBe(stored);
          expect(readDueDate(stored)).toBe(stored);
          expect(dayOfUsDate(written)).toBe(day);
          expect(itemDay(written)).toBe(itemDay(stored));
        },
      ),
    );
  });

  it('finds no day in a date that does not exist', () => {
    expect(dayOfUsDate('2/31/2026')).toBeNull();
    expect(dayOfUsDate('5')).toBeNull();
  });
});
