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

/** The address pattern the server applies too (the one zod's `email()` uses), so both agree. */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

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

function newPasswordError(password: string): string | undefined {
  if (!password) return MESSAGES.passwordRequired;
  return password.length < MIN_PASSWORD_LENGTH ? MESSAGES.passwordTooShort : undefined;
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
    password: newPasswordError(values.password),
  });
export const validateNewPassword = (values: NewPasswordValues) =>
  onlyFailures({ password: newPasswordError(values.password), confirmPassword: confirmationError(values) });
export const validateSignup = (values: SignupValues) =>
  onlyFailures({
    email: emailError(values.email, EMAIL_PATTERN),
    password: newPasswordError(values.password),
    confirmPassword: confirmationError(values),
  });
export const validateForgotPassword = (values: ForgotPasswordValues) =>
  onlyFailures({ email: emailError(values.email, SIMPLE_EMAIL_PATTERN) });

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
