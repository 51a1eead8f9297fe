import { MESSAGE_TOO_SHORT, SUPPORT_EMAIL } from '@halfwise/core/contact-contract.ts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import {
  CONTACT_FAILED_TITLE,
  CONTACT_FALLBACK_TEXT,
  contactFailureText,
  EMPTY_CONTACT_FORM,
  isContactFormComplete,
} from './contact-form.ts';

const filled = {
  name: 'Ada',
  email: 'ada@example.com',
  category: 'support',
  subject: 'Help',
  message: 'How do I copy a month?',
};

describe('isContactFormComplete', () => {
  it('needs every field', () => {
    expect(isContactFormComplete(filled)).toBe(true);
    expect(isContactFormComplete(EMPTY_CONTACT_FORM)).toBe(false);
    // The empty form has every field, each empty.
    expect(Object.keys(EMPTY_CONTACT_FORM).sort()).toEqual(Object.keys(filled).sort());
    for (const value of Object.values(EMPTY_CONTACT_FORM)) expect(value).toBe('');
    for (const field of Object.keys(filled)) {
      expect(isContactFormComplete({ ...filled, [field]: '  ' })).toBe(false);
    }
  });
});

describe('contactFailureText', () => {
  const apiError = (status: number, message: string) =>
    new ApiError(status, JSON.stringify({ message }), 'Bad Request');

  it('shows the 10-character note when the server refused a short message', () => {
    expect(contactFailureText(apiError(400, `message: ${MESSAGE_TOO_SHORT}`))).toBe(MESSAGE_TOO_SHORT);
  });

  it('shows it only for a refusal (400), and never fails on an answer without a message', () => {
    expect(contactFailureText(apiError(500, `message: ${MESSAGE_TOO_SHORT}`))).toBe(CONTACT_FALLBACK_TEXT);
    expect(contactFailureText(new ApiError(400, '<html>Bad Request</html>', 'Bad Request'))).toBe(
      CONTACT_FALLBACK_TEXT,
    );
  });

  it('falls back to the support address for anything else', () => {
    expect(contactFailureText(apiError(400, 'email: Please enter a valid email address'))).toBe(
      CONTACT_FALLBACK_TEXT,
    );
    expect(CONTACT_FALLBACK_TEXT).toContain(SUPPORT_EMAIL);
    expect(CONTACT_FAILED_TITLE.trim()).not.toBe('');
    expect(contactFailureText(apiError(429, 'Too many attempts.'))).toBe(CONTACT_FALLBACK_TEXT);
    expect(contactFailureText(new TypeError('Failed to fetch'))).toBe(CONTACT_FALLBACK_TEXT);
  });
});
