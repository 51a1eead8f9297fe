// The wire contract of sign-up, login, sessions and the current user (docs/api.md "Auth" and "User").
import { z } from 'zod';
import { householdSchema } from './household.ts';
import {
  centsField,
  emailField,
  isoDateField,
  newPasswordRulesField,
  passwordField,
  refusePasswordEqualToEmail,
  textField,
  uuidParam,
} from '../schemas.ts';

// Requests. A new password here has the core's rules; the server adds its list of the most common passwords
// (`newPasswordField` in _shared/schemas.ts) to signupBody and resetPasswordBody.

const ttclidField = textField().trim().max(500).optional();

export const signupBody = z
  .object({ email: emailField, password: newPasswordRulesField, ttclid: ttclidField })
  .superRefine(refusePasswordEqualToEmail);
export const loginBody = z.object({ email: emailField, password: passwordField });

export const REFRESH_TOKEN_REQUIRED = 'Refresh token is required';
export const REFRESH_TOKEN_MALFORMED = 'Refresh token is malformed';
/** What a Supabase Auth refresh token looks like: a short opaque string of URL-safe characters. */
const refreshTokenField = textField(REFRESH_TOKEN_REQUIRED)
  .min(1, REFRESH_TOKEN_REQUIRED)
  .regex(/^[A-Za-z0-9._-]{8,512}$/, REFRESH_TOKEN_MALFORMED);
export const refreshBody = z.object({ refreshToken: refreshTokenField });
export const forgotPasswordBody = z.object({ email: emailField });
export const resetPasswordBody = z.object({
  password: newPasswordRulesField,
  refreshToken: refreshTokenField.optional(),
});

const nameField = textField()
  .trim()
  .max(100, 'Must be at most 100 characters')
  .transform((name) => name || null)
  .nullable();
export const userPatchBody = z.strictObject({
  email: emailField.optional(),
  firstName: nameField.optional(),
  lastName: nameField.optional(),
  birthday: isoDateField.nullable().optional(),
  /** Cents: the balance below which a section's low point is worth a warning. */
  cushion: centsField(0).optional(),
});
export const userIdParams = z.object({ id: uuidParam });

// Answers.

export const authSessionSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** Access token expiry, epoch seconds. */
  expiresAt: z.number(),
  user: z.object({ id: z.string(), email: z.string() }),
});
/** POST /api/signup also names the registration event it recorded. */
export const signupSessionSchema = authSessionSchema.extend({ eventId: z.string() });
export const messageSchema = z.object({ message: z.string() });

export const savedCardSchema = z.object({ brand: z.string(), last4: z.string() });

/** The current user as GET /api/user and PATCH /api/user/:id answer it. */
export const apiUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthday: z.string().nullable(),
  subscriptionStatus: z.string(),
  trialEndDate: z.string(),
  stripeCustomerId: z.string().nullable(),
  firstBudgetMonth: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  card: savedCardSchema.nullable(),
  /** Cents, 0 to the amount ceiling. */
  cushion: z.number(),
  /** A former partner's own trial: until then their budget needs no card (null for everyone else). */
  cardOptionalUntil: z.string().nullable(),
  /** Whose budget this person sees and who shares it, as GET /api/household answers. */
  household: householdSchema,
});

export type AuthSessionAnswer = z.infer<typeof authSessionSchema>;
export type ApiUser = z.infer<typeof apiUserSchema>;
export type SavedCardAnswer = z.infer<typeof savedCardSchema>;
