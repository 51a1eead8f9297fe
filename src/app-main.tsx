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
  const onRestored = prefetchFirstScreen(queryClient, window.location);
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} onRestored={onRestored} />
    </StrictMode>
  );
  if (behindPrerendered) startTransition(() => root.render(app));
  else root.render(app);
}
