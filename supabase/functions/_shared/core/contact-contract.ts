// The contact form's contract (account-and-billing §2.10, §5, §9), shared by POST /api/contact and the SPA.

/** The seven categories, in the order the form lists them: value and label. */
export const CONTACT_CATEGORIES = [
  { value: 'support', label: 'General Support' },
  { value: 'billing', label: 'Billing & Subscriptions' },
  { value: 'privacy', label: 'Privacy & Data' },
  { value: 'technical', label: 'Technical Issues' },
  { value: 'feedback', label: 'Feedback & Suggestions' },
  { value: 'partnership', label: 'Business & Partnerships' },
  { value: 'other', label: 'Other' },
] as const;

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]['value'];

export const CONTACT_LIMITS = {
  nameMax: 100,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** The server's answer to a short message; the screen shows it as the 10-character note. */
export const MESSAGE_TOO_SHORT = `Your message must be at least ${CONTACT_LIMITS.messageMin} characters long`;

/** The payload of POST /api/contact. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  category: ContactCategory;
  message: string;
}

export const SUPPORT_EMAIL = 'support@halfwise.app';
