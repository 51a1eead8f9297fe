// The answers of sign-up, login, sessions and the current user (docs/api.md "Auth" and "User"); the requests are
// in account-requests.ts.
import { z } from 'zod/mini';
import { householdSchema } from './household.ts';

export const authSessionSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** Access token expiry, epoch seconds. */
  expiresAt: z.number(),
  user: z.object({ id: z.string(), email: z.string() }),
});
/** POST /api/signup also names the registration event it recorded. */
export const signupSessionSchema = z.extend(authSessionSchema, { eventId: z.string() });
export const messageSchema = z.object({ message: z.string() });

export const savedCardSchema = z.object({ brand: z.string(), last4: z.string() });

/** The current user as GET /api/user and PATCH /api/user/:id answer it. */
export const apiUserSchema = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  birthday: z.nullable(z.string()),
  subscriptionStatus: z.string(),
  trialEndDate: z.string(),
  stripeCustomerId: z.nullable(z.string()),
  firstBudgetMonth: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.nullable(z.string()),
  card: z.nullable(savedCardSchema),
  /** Cents, 0 to the amount ceiling. */
  cushion: z.number(),
  /** Whether every amount shows its cents (Settings › Show cents); false: whole dollars, as the spec. */
  showCents: z.boolean(),
  /** A former partner's own trial: until then their budget needs no card (null for everyone else). */
  cardOptionalUntil: z.nullable(z.string()),
  /** Whose budget this person sees and who shares it, as GET /api/household answers. */
  household: householdSchema,
});

export type AuthSessionAnswer = z.infer<typeof authSessionSchema>;
export type ApiUser = z.infer<typeof apiUserSchema>;
export type SavedCardAnswer = z.infer<typeof savedCardSchema>;
