import { EMAIL_MESSAGES, EMAIL_PATTERN, SIMPLE_EMAIL_PATTERN } from '@halfwise/core/email-rules.ts';
import { MIN_PASSWORD_LENGTH, newPasswordProblem, PASSWORD_MESSAGES } from '@halfwise/core/password-rules.ts';
import type { FieldErrors } from '../../../app/ui/forms/use-form-fields.ts';

/** Account-and-billing §5 texts. */
export const MESSAGES = {
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  passwordRequired: PASSWORD_MESSAGES.required,
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
} as const;

export { MIN_PASSWORD_LENGTH };

export { SIMPLE_EMAIL_PATTERN, type FieldErrors };

export interface LoginValues {
  email: string;
  password: string;
}
export type QuickSignupValues = LoginValues;
export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}
export type SignupValues = { email: string } & NewPasswordValues;
export interface ForgotPasswordValues {
  email: string;
}

function emailError(value: string, pattern: RegExp): string | undefined {
  const email = value.trim();
  if (!email) return MESSAGES.emailRequired;
  return pattern.test(email) ? undefined : MESSAGES.emailInvalid;
}

/** The shared rules (length, 72 bytes, not the email); the common-password list is the server's. */
function newPasswordError(password: string, email?: string): string | undefined {
  return newPasswordProblem(password, email);
}

function confirmationError({ password, confirmPassword }: NewPasswordValues): string | undefined {
  if (!confirmPassword) return MESSAGES.confirmRequired;
  return password === confirmPassword ? undefined : MESSAGES.passwordsDiffer;
}

/** Only the fields that failed, each with its first message. */
function onlyFailures<Field extends string>(errors: Record<Field, string | undefined>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<Field>;
}

export const validateLogin = (values: LoginValues) =>
  onlyFailures({
    email: emailError(values.email, EMAIL_PATTERN),
    password: values.password ? undefined : MESSAGES.passwordRequired,
  });
export const validateQuickSignup = (values: QuickSignupValues) =>
  onlyFailures({
    email: emailError(values.email, EMAIL_PATTERN),
    password: newPasswordError(values.password, values.email),
  });
export const validateNewPassword = (values: NewPasswordValues) =>
  onlyFailures({ password: newPasswordError(values.password), confirmPassword: confirmationError(values) });
export const validateSignup = (values: SignupValues) =>
  onlyFailures({
    email: emailError(values.email, EMAIL_PATTERN),
    password: newPasswordError(values.password, values.email),
    confirmPassword: confirmationError(values),
  });
export const validateForgotPassword = (values: ForgotPasswordValues) =>
  onlyFailures({ email: emailError(values.email, SIMPLE_EMAIL_PATTERN) });

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
