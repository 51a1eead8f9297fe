import toast from 'react-hot-toast';
import { ToastCard } from './ToastCard.tsx';
import { TOAST_DURATION_MS, type ToastMessage } from './toast-rules.ts';

/** Shows one toast; any toast already on screen is dismissed first (one at a time). Answers its id. */
export function notify(message: ToastMessage): string {
  toast.dismiss();
  return toast.custom((t) => <ToastCard toast={t} message={message} />, {
    duration: message.durationMs ?? TOAST_DURATION_MS,
    ...(message.placement === 'bottom' ? { position: 'bottom-center' as const } : {}),
  });
}

/** Dismisses the toast `id` if it is still showing. */
export function dismissToast(id: string): void {
  toast.dismiss(id);
}
