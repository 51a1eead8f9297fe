import './app/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/routes/App.tsx';
import { prefetchFirstScreen } from './app/routes/prefetch-first-screen.ts';
import { createQueryClient } from './app/session/query-client.ts';

export function renderApp(container: HTMLElement): void {
  const queryClient = createQueryClient();
  prefetchFirstScreen(queryClient, window.location);
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
