import './app/theme.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreKeptData } from './app/pwa/kept-data-restore.ts';
import { mayHaveKeptData } from './app/pwa/last-seen.ts';
import { App } from './app/routes/App.tsx';
import { prefetchFirstScreen } from './app/routes/prefetch-first-screen.ts';
import { createAppRouter } from './app/routes/router.tsx';
import { loadWriteDefaults } from './app/routes/write-defaults.ts';
import { createQueryClient } from './app/session/query-client.ts';

/**
 * Draws the app into `container`. Its first render yields to the browser between pieces of work (a transition):
 * a prerendered page on screen meanwhile (prerendered-page.ts) keeps answering the visitor's input, and no single
 * task blocks the main thread for the whole first screen (about 60 ms for a month of 60 rows on a loaded machine,
 * four times that on a slow phone).
 */
export async function renderApp(container: HTMLElement): Promise<void> {
  // The app's start is cut into tasks (this module's evaluation, the reads and the restore, the router, the root):
  // run in one, with the promises each settles at once, it held the main thread for one long task before the
  // first render.
  await yieldToBrowser();
  const queryClient = createQueryClient();
  const keepsData = mayHaveKeptData();
  const firstScreen = prefetchFirstScreen(queryClient, window.location, keepsData);
  const restore = restoreKeptData(queryClient, {
    loadWriteDefaults: () => loadWriteDefaults(queryClient),
    onRestored: firstScreen.onRestored,
    holdsReads: keepsData,
  });
  await yieldToBrowser();
  // Loaded before the first render, the router is drawn as it stays: loaded from its mount effect instead (as
  // RouterProvider does when it finds the location not yet loaded), its state would change right after the first
  // commit and React would draw the whole first screen again, synchronously, in one long task.
  const router = createAppRouter();
  const routerLoaded = router.load().catch(() => undefined);
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} restore={restore} router={router} />
    </StrictMode>
  );
  const render = () => startTransition(() => root.render(app));
  // The first render waits, a short while at most, for what the first screen draws from (all already on its
  // way): its code, the router's first load, and the device's kept data or, when it keeps none, the first reads.
  // Drawn before the code, the screen would suspend, and React holds back what replaces a fallback by up to
  // 300 ms; drawn before the data, it would draw its loading state, then the month.
  const ready = Promise.all([firstScreen.ready, routerLoaded, keepsData ? restore.done : null]);
  void Promise.race([ready, delay(FIRST_SCREEN_WAIT_MS)]).then(render);
}

/** How long the first render waits for the first screen's code and data before drawing its loading state. */
const FIRST_SCREEN_WAIT_MS = 1500;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A task boundary: what waits (input, an answer, a paint) runs first; `scheduler.yield` resumes ahead of others. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : delay(0);
}
