import { MESSAGE_TOO_SHORT, SUPPORT_EMAIL, type ContactMessage } from '@halfwise/core/contact-contract.ts';
import { ApiError, serverMessage } from '../../../lib/api.ts';

// The Contact form's rules (account-and-billing §2.10, §5, §8), apart from React.

export type ContactField = keyof ContactMessage;
/** The form as typed: the category is '' until one is chosen. */
export type ContactFormValues = Record<ContactField, string>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  category: '',
  subject: '',
  message: '',
};

/** Send stays disabled until every field holds something other than spaces. */
export function isContactFormComplete(values: ContactFormValues): boolean {
  return Object.values(values).every((value) => value.trim() !== '');
}

export const CONTACT_SENT = {
  title: 'Message sent successfully',
  description: "We'll get back to you within 24 hours.",
} as const;

export const CONTACT_FAILED_TITLE = 'Failed to send message';
export const CONTACT_FALLBACK_TEXT = `Please try again or email us directly at ${SUPPORT_EMAIL}`;

/** The failure toast's text: the 10-character note when the server refused the length, else the fallback. */
export function contactFailureText(error: unknown): string {
  const refusedLength =
    error instanceof ApiError && error.status === 400 && serverMessage(error)?.includes(MESSAGE_TOO_SHORT);
  return refusedLength ? MESSAGE_TOO_SHORT : CONTACT_FALLBACK_TEXT;
}
