import { notify } from '../../app/toast/notify.tsx';
import { serverMessage } from '../../lib/api.ts';

/** The short toast shown after an optimistic change the server refused has been rolled back. */
export function notifyNotSaved(error: unknown): void {
  notify({
    title: 'Not saved',
    description: serverMessage(error) ?? 'Your change could not be saved. Please try again.',
    variant: 'destructive',
  });
}
