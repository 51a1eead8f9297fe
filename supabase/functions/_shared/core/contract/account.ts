// The wire contract of sign-up, login, sessions and the current user (docs/api.md "Auth" and "User").
import { z } from 'zod';

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
});

export type AuthSessionAnswer = z.infer<typeof authSessionSchema>;
export type ApiUser = z.infer<typeof apiUserSchema>;
export type SavedCardAnswer = z.infer<typeof savedCardSchema>;
