import { z } from 'zod/mini';
import { isCommonPassword } from './common-passwords.ts';
import { newPasswordRulesField } from './core/schemas.ts';
import { PASSWORD_MESSAGES } from './core/password-rules.ts';

/** A password being chosen: the core's rules, and not one of the most common passwords (a server-only list). */
export const newPasswordField = newPasswordRulesField.check(
  z.refine((password) => !isCommonPassword(password), PASSWORD_MESSAGES.tooCommon),
);
