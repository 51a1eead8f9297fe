// Core §4 "No change, no write": Enter or blur on an inline field sends something only when the person changed
// its value. The one rule for every inline field (app/ui InlineEdit asks it before handing a value on), so an
// unchanged field sends no request, shows no toast and records no undo step.

import { parseMoney, type MoneyInputMode } from '@halfwise/core/money-text.ts';

/** Whether a text field's draft differs from the text it opened with; spaces around it do not count. */
export function textChanged(opened: string, draft: string): boolean {
  return draft.trim() !== opened.trim();
}

/**
 * Whether an amount field's draft (already read as cents) names a different amount from the text it opened
 * with. A field opens on a rounding of the stored cents (a $65.25 bill opens as '65'): leaving that text, or
 * typing the same amount again ('65', '065', '$65'), changes nothing, so the stored cents survive.
 */
export function amountChanged(opened: string, draftCents: number, mode: MoneyInputMode): boolean {
  const before = parseMoney(opened, mode);
  return !before.ok || before.cents !== draftCents;
}
