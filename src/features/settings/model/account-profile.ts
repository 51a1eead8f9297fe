import { z } from 'zod/mini';
import { EMAIL_MESSAGES, SIMPLE_EMAIL_PATTERN } from '@halfwise/core/email-rules.ts';
import type { FieldErrors } from '../../../app/ui/forms/use-form-fields.ts';

// The 'Your Account' card of Settings (account-and-billing §2.8): what it shows and the edit form's rules.

export const NAME_MAX_LENGTH = 100;

export type AccountField = 'firstName' | 'lastName' | 'email' | 'birthday';
export type AccountFormValues = Record<AccountField, string>;

/** What the card and the form read of the current user. */
export interface AccountProfile {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  birthday: string | null;
}

/** PATCH /api/user/{id}: names and birthday always; the email only when it changed (it goes through Auth). */
export interface ProfilePatch {
  firstName: string | null;
  lastName: string | null;
  birthday: string | null;
  email?: string;
}

const birthdayFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'March 14' for '1990-03-14': month and day only, the same whatever the device's time zone. */
export function birthdayLabel(isoDate: string): string {
  return birthdayFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

export function displayName(profile: AccountProfile): string {
  return [profile.firstName, profile.lastName].filter(Boolean).join(' ');
}

export function accountFormValues(profile: AccountProfile): AccountFormValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    email: profile.email ?? '',
    birthday: profile.birthday ?? '',
  };
}

/** Today's date, yyyy-MM-dd, on the device's calendar. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900-01-01';
}

const nameField = (label: string) =>
  z
    .string()
    .check(z.trim(), z.maxLength(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`));

/** Field errors of the edit form, or none; `today` is yyyy-MM-dd. */
export function validateAccountForm(values: AccountFormValues, today: string): FieldErrors<AccountField> {
  const schema = z.object({
    firstName: nameField('First name'),
    lastName: nameField('Last name'),
    email: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, EMAIL_MESSAGES.required),
        z.regex(SIMPLE_EMAIL_PATTERN, EMAIL_MESSAGES.invalid),
      ),
    birthday: z.string().check(
      z.refine((value) => value === '' || isRealDate(value), 'Please enter a real date'),
      z.refine(
        (value) => value === '' || !isRealDate(value) || value <= today,
        'Birthday cannot be in the future',
      ),
    ),
  });
  const result = schema.safeParse(values);
  const errors: FieldErrors<AccountField> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as AccountField;
    errors[field] ??= issue.message;
  }
  return errors;
}

export function toProfilePatch(values: AccountFormValues, current: AccountProfile): ProfilePatch {
  const email = values.email.trim();
  const emailChanged = email.toLowerCase() !== (current.email ?? '').toLowerCase();
  return {
    firstName: values.firstName.trim() || null,
    lastName: values.lastName.trim() || null,
    birthday: values.birthday || null,
    ...(emailChanged ? { email } : {}),
  };
}
