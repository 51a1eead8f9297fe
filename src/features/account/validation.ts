import { z } from 'zod';

/** Account-and-billing §5 texts. */
export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
} as const;

export const MIN_PASSWORD_LENGTH = 6;

/** The "simple address pattern" of forgot-password and abandonment capture. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const email = z.string().trim().min(1, MESSAGES.emailRequired).email(MESSAGES.emailInvalid);
const newPassword = z
  .string()
  .min(1, MESSAGES.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort);
const confirmedPassword = z
  .object({ password: newPassword, confirmPassword: z.string().min(1, MESSAGES.confirmRequired) })
  .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });

const loginSchema = z.object({ email, password: z.string().min(1, MESSAGES.passwordRequired) });
const quickSignupSchema = z.object({ email, password: newPassword });
const signupSchema = z.object({ email }).and(confirmedPassword);
const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, MESSAGES.emailRequired).regex(SIMPLE_EMAIL_PATTERN, MESSAGES.emailInvalid),
});

export type LoginValues = z.input<typeof loginSchema>;
export type SignupValues = z.input<typeof signupSchema>;
export type QuickSignupValues = z.input<typeof quickSignupSchema>;
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;
export type NewPasswordValues = z.input<typeof confirmedPassword>;

export const validateLogin = (values: LoginValues) => fieldErrors(loginSchema, values);
export const validateSignup = (values: SignupValues) => fieldErrors(signupSchema, values);
export const validateQuickSignup = (values: QuickSignupValues) => fieldErrors(quickSignupSchema, values);
export const validateForgotPassword = (values: ForgotPasswordValues) =>
  fieldErrors(forgotPasswordSchema, values);
export const validateNewPassword = (values: NewPasswordValues) => fieldErrors(confirmedPassword, values);

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}

/** The first message for each field that fails, keyed by field name. */
function fieldErrors<Values extends Record<string, string>>(
  schema: z.ZodType<unknown, Values>,
  values: Values,
): FieldErrors<Extract<keyof Values, string>> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors as FieldErrors<Extract<keyof Values, string>>;
}
