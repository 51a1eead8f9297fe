// Password rules both the SPA and the API apply (account-and-billing §5 keeps its 6-character minimum and
// messages; the rest refuses what an attacker tries first). The list of common passwords stays on the server.

export const MIN_PASSWORD_LENGTH = 6;
/** bcrypt, which Supabase Auth uses, reads only the first 72 bytes of a password. */
export const MAX_PASSWORD_BYTES = 72;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  tooLong: `Password must be at most ${MAX_PASSWORD_BYTES} bytes (accented letters and emoji take 2 to 4 bytes each)`,
  isEmail: 'Password must not be your email address',
  tooCommon: 'This password is too common. Please choose one that is harder to guess.',
} as const;

/** The rule as a person reads it beside a new-password field, before typing: the rules this file and the server keep. */
export const PASSWORD_RULE = `At least ${MIN_PASSWORD_LENGTH} characters, not your email address, and not a commonly used password.`;

export function passwordByteLength(password: string): number {
  return new TextEncoder().encode(password).length;
}

export function passwordIsEmail(password: string, email: string | undefined): boolean {
  return email !== undefined && password.trim().toLowerCase() === email.trim().toLowerCase();
}

/** The first rule a new password breaks, the common-password list aside; undefined when it keeps them all. */
export function newPasswordProblem(password: string, email?: string): string | undefined {
  if (!password) return PASSWORD_MESSAGES.required;
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (passwordByteLength(password) > MAX_PASSWORD_BYTES) return PASSWORD_MESSAGES.tooLong;
  if (passwordIsEmail(password, email)) return PASSWORD_MESSAGES.isEmail;
  return undefined;
}
