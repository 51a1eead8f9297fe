import { describe, expect, it } from 'vitest';
import { CardError } from './port.ts';
import { checkTestCard, passesLuhn } from './test-cards.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const card = (cardNumber: string, expiry = '12/30', cvc = '123') =>
  checkTestCard({ cardNumber, expiry, cvc }, NOW);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof CardError) return [error.status, error.message, error.declineCode];
  }
  return null;
};

describe('simulated test cards', () => {
  it('accepts 4242 4242 4242 4242 and other numbers that pass the Luhn check', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ brand: 'visa', last4: '4242' });
    expect(card('5555-5555-5555-4444')).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(card('378282246310005')).toEqual({ brand: 'amex', last4: '0005' });
  });

  it("declines Stripe's declined and insufficient-funds test cards", () => {
    expect(refusal(() => card('4000 0000 0000 0002'))).toEqual([
      402,
      'Your card was declined.',
      'generic_decline',
    ]);
    expect(refusal(() => card('4000000000009995'))).toEqual([
      402,
      'Your card has insufficient funds.',
      'insufficient_funds',
    ]);
  });

  it('refuses a number failing Luhn, a past or malformed expiry, and a bad CVC', () => {
    expect(refusal(() => card('4242 4242 4242 4241'))).toEqual([
      400,
      'Your card number is invalid.',
      undefined,
    ]);
    expect(refusal(() => card('42'))?.[1]).toBe('Your card number is invalid.');
    expect(refusal(() => card('4242424242424242', '10/26'))?.[1]).toBe(
      "Your card's expiration date is invalid.",
    );
    expect(refusal(() => card('4242424242424242', '13/30'))?.[1]).toBe(
      "Your card's expiration date is invalid.",
    );
    expect(card('4242424242424242', '11 / 2026').last4).toBe('4242');
    expect(refusal(() => card('4242424242424242', '12/30', '12'))?.[1]).toBe(
      "Your card's security code is invalid.",
    );
  });

  it('computes the Luhn check', () => {
    expect([passesLuhn('79927398713'), passesLuhn('79927398710')]).toEqual([true, false]);
  });
});
