import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  copyConflictMessage,
  copyUndoEditedMessage,
  noCopyToUndoMessage,
  noEarlierBudgetMessage,
} from './budget-messages.ts';
import { monthLabel } from './month-names.ts';
import { monthKeys } from './test-budgets.ts';

describe("what a copy's refusals say", () => {
  it('names the month first, in words, and tells the three cases apart', () => {
    fc.assert(
      fc.property(monthKeys, (month) => {
        const messages = [
          copyConflictMessage(month),
          copyUndoEditedMessage(month),
          noCopyToUndoMessage(month),
        ];
        for (const message of messages) {
          expect(message.startsWith(`${monthLabel(month)} `)).toBe(true);
          expect(message.length).toBeGreaterThan(monthLabel(month).length + 10);
        }
        expect(new Set(messages).size).toBe(3);
      }),
    );
  });
});

describe('the empty state with no earlier budget', () => {
  it("names the month on screen and says how to start, as the issue's words", () => {
    expect(noEarlierBudgetMessage('2026-12')).toBe(
      'You have no budget before December yet: add your first paycheck to start.',
    );
  });
});
