import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, validateTestCard } from './test-card-input.ts';

const now = new Date(2026, 10, 21);
const good = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('typing card details', () => {
  it('groups the card number in fours and drops anything but digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('writes the expiry as MM/YY and keeps the CVC to four digits', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
    expect(formatCvc('12a345')).toBe('1234');
  });
});

describe('checking card details before sending', () => {
  it('accepts complete details', () => {
    expect(validateTestCard(good, now)).toEqual({});
  });

  it('names each missing or malformed field', () => {
    expect(validateTestCard({ cardNumber: '', expiry: '13/30', cvc: '1' }, now)).toEqual({
      cardNumber: 'Enter your card number',
      expiry: 'Enter the expiry date as MM/YY',
      cvc: 'Enter the 3 or 4 digit security code',
    });
    expect(validateTestCard({ ...good, cardNumber: '4242 42' }, now)).toEqual({
      cardNumber: 'Your card number is incomplete.',
    });
  });

  it('refuses an expiry before this month and accepts this month', () => {
    expect(validateTestCard({ ...good, expiry: '10/26' }, now)).toEqual({
      expiry: "Your card's expiration date is in the past.",
    });
    expect(validateTestCard({ ...good, expiry: '11/26' }, now)).toEqual({});
  });
});
