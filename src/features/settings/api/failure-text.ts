import { serverMessage } from '../../../lib/api.ts';

/** What a failed request of the settings screen says: the server's message, or a plain try-again. */
export const failureText = (error: unknown) =>
  serverMessage(error) ?? 'Something went wrong. Please try again.';
