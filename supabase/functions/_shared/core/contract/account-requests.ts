// The requests of sign-up, login, sessions and the current user (docs/api.md "Auth" and "User"); their answers are
// in account.ts, apart, so that a screen parsing an answer carries none of the request rules.
import { z } from 'zod/mini';
import {
  centsField,
  emailField,
  isoDateField,
  newPasswordRulesField,
  passwordField,
  refusePasswordEqualToEmail,
  textField,
  uuidParam,
  writtenTextField,
} from '../schemas.ts';
import { changesSomething } from '../patch-body.ts';

// A new password here has the core's rules; the server adds its list of the most common passwords
// (`newPasswordField` in _shared/schemas.ts) to signupBody and resetPasswordBody.

const ttclidField = z.optional(textField().check(z.trim(), z.maxLength(500)));

export const signupBody = z
  .object({ email: emailField, password: newPasswordRulesField, ttclid: ttclidField })
  .check(z.superRefine(refusePasswordEqualToEmail));
export const loginBody = z.object({ email: emailField, password: passwordField });

export const REFRESH_TOKEN_REQUIRED = 'Refresh token is required';
export const REFRESH_TOKEN_MALFORMED = 'Refresh token is malformed';
/** What a Supabase Auth refresh token looks like: a short opaque string of URL-safe characters. */
const refreshTokenField = textField(REFRESH_TOKEN_REQUIRED).check(
  z.minLength(1, REFRESH_TOKEN_REQUIRED),
  z.regex(/^[A-Za-z0-9._-]{8,512}$/, REFRESH_TOKEN_MALFORMED),
);
export const refreshBody = z.object({ refreshToken: refreshTokenField });
export const forgotPasswordBody = z.object({ email: emailField });
export const resetPasswordBody = z.object({
  password: newPasswordRulesField,
  refreshToken: z.optional(refreshTokenField),
});

const nameField = z.nullable(
  z.pipe(
    writtenTextField().check(z.trim(), z.maxLength(100, 'Must be at most 100 characters')),
    z.transform((name) => name || null),
  ),
);
export const userPatchBody = z
  .strictObject({
    email: z.optional(emailField),
    firstName: z.optional(nameField),
    lastName: z.optional(nameField),
    birthday: z.optional(z.nullable(isoDateField)),
    /** Cents: the balance below which a section's low point is worth a warning. */
    cushion: z.optional(centsField(0)),
    /** Whether every amount shows its cents. */
    showCents: z.optional(z.boolean({ error: 'Must be true or false' })),
  })
  .check(changesSomething);
export const userIdParams = z.object({ id: uuidParam });
