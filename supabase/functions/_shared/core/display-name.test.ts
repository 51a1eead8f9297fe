import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayItemName, stripEmoji, UNTITLED_NAME } from './display-name.ts';

describe('stripEmoji', () => {
  it('removes emoji wherever they are and tidies the spaces they leave', () => {
    expect(stripEmoji('Rent 🏠')).toBe('Rent');
    expect(stripEmoji('🏠 Rent')).toBe('Rent');
    expect(stripEmoji('Car 🚗 payment')).toBe('Car payment');
    expect(stripEmoji('Coffee☕Beans')).toBe('CoffeeBeans');
  });

  it('removes whole emoji sequences: variation selectors, joiners, skin tones, flags', () => {
    expect(stripEmoji('Future Goals 🚀')).toBe('Future Goals');
    expect(stripEmoji('Love ❤️')).toBe('Love');
    expect(stripEmoji('Family 👨‍👩‍👧 fun')).toBe('Family fun');
    expect(stripEmoji('Gym 💪🏽')).toBe('Gym');
    expect(stripEmoji('Trip 🇺🇸')).toBe('Trip');
  });

  it('keeps letters, digits and punctuation of every script', () => {
    expect(stripEmoji('Paycheck #1 (café) – 50%')).toBe('Paycheck #1 (café) – 50%');
    expect(stripEmoji('Miete für Wohnung')).toBe('Miete für Wohnung');
  });

  it('leaves nothing of an emoji-only name', () => {
    expect(stripEmoji('💵')).toBe('');
    expect(stripEmoji(' 🚀 🎯 ')).toBe('');
  });
});

describe('displayItemName', () => {
  it("shows a 'starting cash' income as the month's first bank balance", () => {
    expect(displayItemName('income', 'Starting Cash 💵', '2026-11')).toBe('Nov 1 Bank Balance');
    expect(displayItemName('income', 'my STARTING CASH', '2027-01')).toBe('Jan 1 Bank Balance');
  });

  it('names a bank balance after the day it is dated, whatever the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 31 }), (day) => {
        expect(displayItemName('income', 'Starting cash', '2026-12', 15, day)).toBe(
          `Dec ${day} Bank Balance`,
        );
      }),
    );
  });

  it("shows a 'carried over' or 'carry over' income as what remains for the 15th's bills", () => {
    expect(displayItemName('income', 'Carried over', '2026-11')).toBe('Remaining for Nov 15 bills');
    expect(displayItemName('income', 'Carry Over from Oct', '2026-11')).toBe('Remaining for Nov 15 bills');
    expect(displayItemName('income', 'Carryover', '2026-11')).toBe('Carryover');
  });

  it('gives expenses no special names', () => {
    expect(displayItemName('expense', 'Starting Cash 💵', '2026-11')).toBe('Starting Cash');
    expect(displayItemName('expense', 'Carry over', '2026-11')).toBe('Carry over');
  });

  it('falls back to a placeholder when nothing is left to show', () => {
    expect(displayItemName('expense', '🏠', '2026-11')).toBe(UNTITLED_NAME);
    expect(displayItemName('income', '', '2026-11')).toBe(UNTITLED_NAME);
    expect(displayItemName('income', '   ', '2026-11')).toBe(UNTITLED_NAME);
  });
});
