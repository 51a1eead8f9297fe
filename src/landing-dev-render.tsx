import './app/theme.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { LANDING_PAGE_ID } from './app/routes/entry-choice.ts';
import { loadLandingPage } from './features/site/index.ts';

/** The dev server's landing page: drawn in the browser into the element the build prerenders it into. */
export async function renderLandingPage(container: HTMLElement): Promise<HTMLElement> {
  const { LandingPage } = await loadLandingPage();
  const page = document.createElement('div');
  page.id = LANDING_PAGE_ID;
  container.append(page);
  flushSync(() =>
    createRoot(page).render(
      <StrictMode>
        <LandingPage />
      </StrictMode>,
    ),
  );
  return page;
}
