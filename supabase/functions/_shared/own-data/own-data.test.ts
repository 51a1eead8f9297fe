import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { dataFilePath } from '../core/data-file.ts';
import { parseDollarsAndCents } from '../core/money-text.ts';
import { TEXT_MESSAGES } from '../core/text-rule.ts';
import { billsCalendar, feedMonths, newFeedSecret, secretOfFileName } from './calendar-feed.ts';
import { readItemsCsv } from './csv-import.ts';
import { centsAsDollars } from './export-csv.ts';

describe('centsAsDollars', () => {
  it('writes any amount so that reading it back gives the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        const text = centsAsDollars(cents);
        expect(text).toMatch(/^\d+\.\d{2}$/);
        expect(parseDollarsAndCents(text)).toEqual({ ok: true, cents });
      }),
    );
  });
});

describe('readItemsCsv', () => {
  it('reads columns by header name in any order, or by position without a header', () => {
    const byHeader = readItemsCsv('\uFEFFType,Due Date,Amount,Name\nincome,2026-11-05,10,Tips\n', '2026-11');
    expect(byHeader.items).toEqual([
      { line: 2, name: 'Tips', amount: 1000, dueDay: 5, type: 'income', inferred: false },
    ]);
    const byPosition = readItemsCsv('Water bill,"1,000",9\n', '2026-11');
    expect(byPosition.items).toEqual([
      { line: 1, name: 'Water bill', amount: 100000, dueDay: 9, type: 'expense', inferred: true },
    ]);
  });

  it('keeps quoted commas and quotes in a name, and refuses a line break as a budget name does', () => {
    const read = readItemsCsv('name,amount\n"A, ""b""",5\n"two\nlines",5\n', '2026-11');
    expect(read.items).toEqual([expect.objectContaining({ name: 'A, "b"', line: 2 })]);
    expect(read.errors).toEqual([{ line: 3, message: `name: ${TEXT_MESSAGES.control}` }]);
  });

  it('survives any text: every row is an item or an error', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string(), fc.string(), fc.string()), { minLength: 1, maxLength: 20 }),
        (rows) => {
          const csv = Papa.unparse(rows.map(([name, amount, day]) => [`x${name}`, amount, day]));
          const read = readItemsCsv(csv, '2026-11');
          expect(read.items.length + read.errors.length).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});

describe('dataFilePath', () => {
  it('writes a path as a reader finds it in the file', () => {
    expect(dataFilePath(['budgets', 2, 'expenseItems', 0, 'amount'])).toBe(
      'budgets[2].expenseItems[0].amount',
    );
    expect(dataFilePath(['version'])).toBe('version');
  });
});

describe('the calendar feed', () => {
  it('makes secrets of 256 bits that only a well-formed file name gives back', () => {
    const secret = newFeedSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newFeedSecret()).not.toBe(secret);
    expect(secretOfFileName(`${secret}.ics`)).toBe(secret);
    expect(secretOfFileName(secret)).toBeNull();
    expect(secretOfFileName('../x.ics')).toBeNull();
  });

  it('covers the current month and five after it', () => {
    expect(feedMonths('2026-11')).toEqual({ first: '2026-11', last: '2027-04' });
  });

  it('puts a day past the month end on its last day, as an all-day event', () => {
    const text = billsCalendar(
      [{ id: 7, month: '2027-02', name: 'Rent', amount: 100, due_date: '31', is_paid: false }],
      'halfwise.app',
      { days_before: 1, remind_at: '09:00' },
    );
    expect(text).toContain('DTSTART;VALUE=DATE:20270228');
    expect(text).toContain('UID:expense-7@halfwise.app');
    expect(text).toContain('SUMMARY:Rent — $1.00');
  });

  it('rings each bill’s alarm at the reminder lead time: 15 hours before the day for 9:00 the day before', () => {
    const feed = (days_before: number, remind_at: string) =>
      billsCalendar(
        [{ id: 7, month: '2027-02', name: 'Rent', amount: 100, due_date: '3', is_paid: false }],
        'h',
        {
          days_before,
          remind_at,
        },
      );
    expect(feed(1, '09:00')).toContain('ACTION:DISPLAY');
    expect(feed(1, '09:00')).toContain('TRIGGER;RELATED=START:-PT15H\r\n');
    expect(feed(0, '09:30')).toContain('TRIGGER;RELATED=START:PT9H30M');
    expect(feed(7, '00:00')).toContain('TRIGGER;RELATED=START:-P7D\r\n');
  });
});
