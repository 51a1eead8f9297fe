import { useEffect, useRef } from 'react';
import { Toaster } from 'react-hot-toast';
import { INSTALL_BANNER_BOTTOM_VARIABLE } from '../pwa/install-banner-rules.ts';
import { TOAST_DURATION_MS, TOAST_HOTKEY } from './toast-rules.ts';

// react-hot-toast's own inset: at the top moved down past the install banner while it is in view, at the bottom
// kept above a screen's fixed bottom bar (theme.css).
const TOAST_INSETS = {
  top: `calc(16px + var(${INSTALL_BANNER_BOTTOM_VARIABLE}, 0px))`,
  bottom: 'var(--bottom-bar-room)',
};

/** The toast region: one toast at a time (see notify), F8 moves focus here. */
export function AppToaster() {
  const region = useRef<HTMLElement>(null);

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
        containerStyle={TOAST_INSETS}
        toastOptions={{ duration: TOAST_DURATION_MS }}
      />
    </section>
  );
}
