import { expect, it } from 'vitest';
import { maskedCard } from './card-label.ts';

it('names the brand and masks all but the last four digits', () => {
  expect(maskedCard({ brand: 'visa', last4: '4242' })).toBe('Visa •••• 4242');
  expect(maskedCard({ brand: 'amex', last4: '0005' })).toBe('American Express •••• 0005');
  expect(maskedCard({ brand: 'MasterCard', last4: '4444' })).toBe('Mastercard •••• 4444');
  expect(maskedCard({ brand: 'unknown', last4: '1111' })).toBe('Card •••• 1111');
});
