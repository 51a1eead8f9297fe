import toast, { Toaster } from 'react-hot-toast';
import { INSTALL_BANNER_BOTTOM_VARIABLE } from '../pwa/install-banner-rules.ts';
import { ToastCard } from './ToastCard.tsx';
import dockStyles from './ToastDock.module.css';
import { TOAST_BAR_GAP_PX } from './bottom-toast-inset.ts';
import { isDockedScreen } from './toast-room.ts';
import { TOAST_DURATION_MS, type ToastMessage } from './toast-rules.ts';
import { useBottomToastInset } from './use-bottom-toast-inset.ts';
import { useBottomToastRoom, useTopToastInset } from './use-toast-room.ts';

// The toast library, the card and the toaster: loaded on first use or once the first screen is drawn (notify.ts).

/** react-hot-toast's top inset at the viewport's edge: 16 px, moved down past the install banner while it is in view. */
function edgeInset(): number {
  const banner = getComputedStyle(document.documentElement).getPropertyValue(INSTALL_BANNER_BOTTOM_VARIABLE);
  return 16 + (parseFloat(banner) || 0);
}

/** The library's toaster, inside AppToaster's region. */
export function LoadedToaster() {
  const bottomInset = useBottomToastInset();
  const topInset = useTopToastInset(edgeInset);
  const band = useBottomToastRoom();
  return (
    <>
      {band > 0 && isDockedScreen() && (
        <div
          className={dockStyles.dock}
          style={{ bottom: bottomInset - TOAST_BAR_GAP_PX, height: band }}
          aria-hidden="true"
        />
      )}
      <Toaster
        position="top-center"
        gutter={8}
        containerStyle={{ top: topInset, bottom: bottomInset }}
        toastOptions={{ duration: TOAST_DURATION_MS }}
      />
    </>
  );
}

/**
 * Shows `message` as the toast `id`; any toast already on screen is dismissed first (one at a time). A screen
 * that docks its toasts shows every one at the bottom, in its band.
 */
export function showToast(id: string, message: ToastMessage): void {
  toast.dismiss();
  const bottom = message.placement === 'bottom' || isDockedScreen();
  toast.custom((t) => <ToastCard toast={t} message={message} />, {
    id,
    duration: message.durationMs ?? TOAST_DURATION_MS,
    ...(bottom ? { position: 'bottom-center' as const } : {}),
  });
}

export function dismissToast(id: string): void {
  toast.dismiss(id);
}
