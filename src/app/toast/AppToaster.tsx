import { useEffect, useRef, useState } from 'react';
import { INSTALL_BANNER_BOTTOM_VARIABLE } from '../pwa/install-banner-rules.ts';
import { whenFirstScreenDrawn } from '../ui/first-screen.ts';
import { loadToastLibrary, toastLibraryLoaded } from './notify.ts';
import { TOAST_DURATION_MS, TOAST_HOTKEY } from './toast-rules.ts';

// react-hot-toast's own inset: at the top moved down past the install banner while it is in view, at the bottom
// kept above a screen's fixed bottom bar (theme.css).
const TOAST_INSETS = {
  top: `calc(16px + var(${INSTALL_BANNER_BOTTOM_VARIABLE}, 0px))`,
  bottom: 'var(--bottom-bar-room)',
};

type ToasterComponent = Awaited<typeof toastLibraryLoaded>['Toaster'];

/**
 * The toast region: one toast at a time (see notify), F8 moves focus here. The region is there from the start;
 * the library's toaster joins it once the library has loaded (on the first toast, or after the first screen).
 */
export function AppToaster() {
  const region = useRef<HTMLElement>(null);
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);

  useEffect(() => {
    let live = true;
    void toastLibraryLoaded.then((loaded) => live && setToaster(() => loaded.Toaster));
    whenFirstScreenDrawn(() => void loadToastLibrary().catch(() => undefined));
    return () => {
      live = false;
    };
  }, []);

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
      {Toaster && (
        <Toaster
          position="top-center"
          gutter={8}
          containerStyle={TOAST_INSETS}
          toastOptions={{ duration: TOAST_DURATION_MS }}
        />
      )}
    </section>
  );
}
