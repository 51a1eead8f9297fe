import './app/theme.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/routes/App.tsx';
import { prefetchFirstScreen } from './app/routes/prefetch-first-screen.ts';
import { createQueryClient } from './app/session/query-client.ts';

/**
 * Draws the app into `container`. `behindPrerendered`: a prerendered page is on screen meanwhile
 * (prerendered-page.ts), so the first render need not hurry: it yields to the browser between pieces of work,
 * leaving the page answering the visitor's input.
 */
export function renderApp(container: HTMLElement, behindPrerendered = false): void {
  const queryClient = createQueryClient();
  const firstScreen = prefetchFirstScreen(queryClient, window.location);
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} onRestored={firstScreen.onRestored} />
    </StrictMode>
  );
  const render = () => {
    if (behindPrerendered) startTransition(() => root.render(app));
    else root.render(app);
  };
  // The first render waits for the first screen's code (already on its way), a short while at most: drawn before
  // it, the screen would suspend, and React holds back what replaces a fallback by up to 300 ms.
  void Promise.race([firstScreen.code, delay(FIRST_SCREEN_CODE_WAIT_MS)]).then(render);
}

/** How long the first render waits for the first screen's code before drawing its loading state instead. */
const FIRST_SCREEN_CODE_WAIT_MS = 1500;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
