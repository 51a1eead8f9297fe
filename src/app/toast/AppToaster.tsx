import { useEffect, useRef } from 'react';
import { Toaster } from 'react-hot-toast';
import { INSTALL_BANNER_BOTTOM_VARIABLE } from '../pwa/install-banner-rules.ts';
import { TOAST_DURATION_MS, TOAST_HOTKEY } from './toast-rules.ts';
import { useBottomToastInset } from './use-bottom-toast-inset.ts';

// react-hot-toast's top inset, moved down past the install banner while it is in view.
const TOP_INSET = `calc(16px + var(${INSTALL_BANNER_BOTTOM_VARIABLE}, 0px))`;

/** The toast region: one toast at a time (see notify), F8 moves focus here. */
export function AppToaster() {
  const region = useRef<HTMLElement>(null);
  const bottomInset = useBottomToastInset();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section ref={region} aria-label={`Notifications (${TOAST_HOTKEY})`} tabIndex={-1}>
      <Toaster
        position="top-center"
        gutter={8}
        containerStyle={{ top: TOP_INSET, bottom: bottomInset }}
        toastOptions={{ duration: TOAST_DURATION_MS }}
      />
    </section>
  );
}
