// Email rules both the SPA's forms and the API apply (account-and-billing §5). Plain, without zod, so the
// landing bundle's forms can import them.

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
} as const;

/** The toast after asking for a new address: it changes only once the link mailed to it is followed. */
export function emailChangePending(address: string): { title: string; description: string } {
  return {
    title: 'Confirm your new email',
    description: `We sent a link to ${address}. Your email changes when you open it.`,
  };
}

/** The address pattern zod's `email()` applies on the server, so the forms and the API agree. */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The looser "simple address pattern" of forgot-password, abandonment capture and the Settings form. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
