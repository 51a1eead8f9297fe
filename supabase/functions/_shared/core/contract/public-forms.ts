// The wire contract of the endpoints anyone may call: the access gate, contact, email capture, health.
import { z } from 'zod/mini';
import {
  CONTACT_CATEGORIES,
  CONTACT_LIMITS,
  MESSAGE_TOO_SHORT,
  type ContactCategory,
} from '../contact-contract.ts';
import { emailField, textField, writtenTextField } from '../schemas.ts';

// Requests.

export const accessBody = z.object({ code: textField('Access code is required') });

const requiredText = (label: string, max: number, multiline = false) =>
  writtenTextField(`${label} is required`, { multiline }).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(max, `${label} must be at most ${max} characters`),
  );
const categoryValues = CONTACT_CATEGORIES.map((category) => category.value) as [
  ContactCategory,
  ...ContactCategory[],
];
export const contactBody = z.strictObject({
  name: requiredText('Name', CONTACT_LIMITS.nameMax),
  email: emailField,
  category: z.enum(categoryValues, { error: 'Please choose a category' }),
  subject: requiredText('Subject', CONTACT_LIMITS.subjectMax),
  message: requiredText('Message', CONTACT_LIMITS.messageMax, true).check(
    z.minLength(CONTACT_LIMITS.messageMin, MESSAGE_TOO_SHORT),
  ),
});

export const captureEmailBody = z.strictObject({
  email: z.pipe(emailField, z.string().check(z.maxLength(320, 'Email is too long'))),
});

// Answers.

export const accessGrantedSchema = z.object({ granted: z.literal(true) });
export const okSchema = z.object({ ok: z.literal(true) });
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  message: z.optional(z.string()),
  reason: z.optional(z.string()),
});
