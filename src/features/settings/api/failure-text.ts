import { serverMessage } from '../../../lib/api.ts';

export const TRY_AGAIN_TEXT = 'Something went wrong. Please try again.';

/** What a failed request of the settings screen says: the server's message, or a plain try-again. */
export const failureText = (error: unknown) => serverMessage(error) ?? TRY_AGAIN_TEXT;
