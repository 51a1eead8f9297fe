import type { TestCardDetails } from '../api/billing-api.ts';

/** Input rules of the test-mode card form. The simulated provider decides whether the card is good. */

export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'is declined for insufficient funds' },
] as const;

export type TestCardErrors = Partial<Record<keyof TestCardDetails, string>>;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Digits in groups of four, at most 19 digits. */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM/YY' as the digits are typed. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvc(value: string): string {
  return digitsOf(value).slice(0, 4);
}

/** Field errors before anything is sent; an empty object when the details can be sent. */
export function validateTestCard(card: TestCardDetails, now: Date): TestCardErrors {
  const errors: TestCardErrors = {};
  const numberDigits = digitsOf(card.cardNumber).length;
  if (numberDigits === 0) errors.cardNumber = 'Enter your card number';
  else if (numberDigits < 12) errors.cardNumber = 'Your card number is incomplete.';

  const expiry = /^(\d{2})\/(\d{2})$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    errors.expiry = 'Enter the expiry date as MM/YY';
  } else {
    const year = 2000 + Number(expiry[2]);
    const thisMonth = now.getFullYear() * 12 + now.getMonth();
    if (year * 12 + (month - 1) < thisMonth) errors.expiry = "Your card's expiration date is in the past.";
  }

  if (!/^\d{3,4}$/.test(card.cvc)) errors.cvc = 'Enter the 3 or 4 digit security code';
  return errors;
}
