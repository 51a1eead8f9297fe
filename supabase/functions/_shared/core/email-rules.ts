// Email rules both the SPA's forms and the API apply (account-and-billing §5). Plain, without zod, so the
// landing bundle's forms can import them.

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
} as const;

/** The toast after asking for a new address: it changes only once the link mailed to it is followed. */
export const EMAIL_CHANGE_PENDING = {
  title: 'Confirm your new email',
  description: 'Open the link we sent there; your email changes then.',
} as const;

/** The address pattern zod's `email()` applies on the server, so the forms and the API agree. */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The looser "simple address pattern" of forgot-password, abandonment capture and the Settings form. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
