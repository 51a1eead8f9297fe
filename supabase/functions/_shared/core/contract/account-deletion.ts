// The wire contract of deleting one's own account (docs/api.md "Your data").
import { z } from 'zod/mini';
import { passwordField } from '../schemas.ts';

/** The word typed to confirm, beside the password. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const ACCOUNT_DELETION_MESSAGES = Object.freeze({
  wrongPassword: 'That password is not correct.',
  deleted: 'Your account and all its data have been deleted.',
});

export const deleteAccountBody = z.strictObject({ password: passwordField });
