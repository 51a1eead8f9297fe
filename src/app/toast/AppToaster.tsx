import { useEffect, useRef, useState } from 'react';
import { whenFirstScreenDrawn } from '../ui/first-screen.ts';
import { loadToastLibrary, toastLibraryLoaded } from './notify.ts';
import { TOAST_HOTKEY } from './toast-rules.ts';

type ToasterComponent = Awaited<typeof toastLibraryLoaded>['LoadedToaster'];

/**
 * The toast region: one toast at a time (see notify), F8 moves focus here. The region is there from the start;
 * the library's toaster joins it once the library has loaded (on the first toast, or after the first screen).
 */
export function AppToaster() {
  const region = useRef<HTMLElement>(null);
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);

  useEffect(() => {
    let live = true;
    void toastLibraryLoaded.then((loaded) => live && setToaster(() => loaded.LoadedToaster));
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
      {Toaster && <Toaster />}
    </section>
  );
}
