/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Listener = () => void;

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<Listener>();

function changed(): void {
  for (const listener of listeners) listener();
}

/**
 * Keeps the browser's install event for the banner's Install button. The event fires once, early, maybe
 * before React renders, so this listens from the moment the app starts (account-and-billing §2.1).
 */
export function listenForInstallEvents(win: Window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // our banner offers the install, not the browser's own mini-infobar
    deferredPrompt = event as BeforeInstallPromptEvent;
    changed();
  });
  win.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    installed = true;
    changed();
  });
}

export function subscribeToInstallEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const installPromptEvent = (): BeforeInstallPromptEvent | null => deferredPrompt;
export const appWasInstalled = (): boolean => installed;

/** Shows the browser's install dialog; the event can be used only once. Resolves true when accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferredPrompt;
  if (!event) return false;
  deferredPrompt = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  changed();
  return outcome === 'accepted';
}
