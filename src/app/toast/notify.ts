import type * as Library from './toast-library.tsx';
import type { ToastMessage } from './toast-rules.ts';

type ToastLibrary = typeof Library;

// The toast library is not part of the first screen: it loads on first use, or once the first screen is drawn
// (AppToaster). A toast raised before it has arrived is shown as soon as it has, in the order it was raised.
let library: ToastLibrary | null = null;
let loading: Promise<ToastLibrary> | null = null;
let announceLoaded: (loaded: ToastLibrary) => void = () => undefined;

/** Resolves once the toast library is here (whoever asked for it). */
export const toastLibraryLoaded = new Promise<ToastLibrary>((resolve) => (announceLoaded = resolve));

export function loadToastLibrary(): Promise<ToastLibrary> {
  loading ??= import('./toast-library.tsx').then(
    (loaded) => {
      library = loaded;
      announceLoaded(loaded);
      return loaded;
    },
    (error: unknown) => {
      loading = null; // asked again with the next toast
      throw error;
    },
  );
  return loading;
}

function withLibrary(task: (loaded: ToastLibrary) => void): void {
  if (library) task(library);
  else loadToastLibrary().then(task, () => undefined);
}

let lastId = 0;

/** Shows one toast; any toast already on screen is dismissed first (one at a time). Answers its id. */
export function notify(message: ToastMessage): string {
  const id = `notify-${++lastId}`;
  withLibrary((loaded) => loaded.showToast(id, message));
  return id;
}

/** Dismisses the toast `id` if it is still showing. */
export function dismissToast(id: string): void {
  withLibrary((loaded) => loaded.dismissToast(id));
}
