import { useState } from 'react';
import {
  isFinalRejection,
  MONEY_REJECTION_MESSAGES,
  readAmount,
  type AmountPolicy,
} from '../../domain/money-input.ts';

/**
 * The text of one amount field, what it reads as under `policy`, and the note to show: a refusal that more
 * typing cannot mend shows as the user types, any other once `reveal()` is called (Enter, or leaving the field).
 */
export function useAmountField(policy: AmountPolicy, initial = '') {
  const [text, setText] = useState(initial);
  const [revealed, setRevealed] = useState(false);
  const outcome = readAmount(text, policy);
  const shown = outcome.kind === 'refused' && (revealed || isFinalRejection(outcome.reason));
  return {
    text,
    outcome,
    note: shown ? MONEY_REJECTION_MESSAGES[outcome.reason] : null,
    setText(next: string) {
      setText(next);
      setRevealed(false);
    },
    reveal() {
      setRevealed(true);
    },
  };
}
