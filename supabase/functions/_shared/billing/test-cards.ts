import { CardError, type Card } from './port.ts';

/**
 * The simulated provider's card rules, after Stripe's test cards: 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 is declined (generic_decline), 4000 0000 0000 9995 is declined (insufficient_funds);
 * any other number that passes the Luhn check succeeds. Messages are Stripe's own.
 */
const DECLINES: Record<string, { message: string; declineCode: string }> = {
  '4000000000000002': { message: 'Your card was declined.', declineCode: 'generic_decline' },
  '4000000000009995': { message: 'Your card has insufficient funds.', declineCode: 'insufficient_funds' },
};

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/** `MM/YY` (or `MM / YY`, `MM/YYYY`) not before the current month. */
function expiryIsValid(expiry: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** The card these details describe, or the CardError Stripe would answer with. */
export function checkTestCard(
  input: { cardNumber: string; expiry: string; cvc: string },
  now = new Date(),
): Card {
  const digits = input.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    throw new CardError('Your card number is invalid.', 400, 'invalid_number');
  }
  if (!expiryIsValid(input.expiry, now)) {
    throw new CardError("Your card's expiration date is invalid.", 400, 'invalid_expiry_year');
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) {
    throw new CardError("Your card's security code is invalid.", 400, 'invalid_cvc');
  }
  const decline = DECLINES[digits];
  if (decline) throw new CardError(decline.message, 402, 'card_declined', decline.declineCode);
  return { brand: cardBrand(digits), last4: digits.slice(-4) };
}
