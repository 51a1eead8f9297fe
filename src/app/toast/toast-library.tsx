import toast, { Toaster } from 'react-hot-toast';
import { ToastCard } from './ToastCard.tsx';
import { TOAST_DURATION_MS, type ToastMessage } from './toast-rules.ts';

// The toast library and the card: loaded on first use or once the first screen is drawn (notify.ts).

export { Toaster };

/** Shows `message` as the toast `id`; any toast already on screen is dismissed first (one at a time). */
export function showToast(id: string, message: ToastMessage): void {
  toast.dismiss();
  toast.custom((t) => <ToastCard toast={t} message={message} />, {
    id,
    duration: message.durationMs ?? TOAST_DURATION_MS,
    ...(message.placement === 'bottom' ? { position: 'bottom-center' as const } : {}),
  });
}

export function dismissToast(id: string): void {
  toast.dismiss(id);
}
