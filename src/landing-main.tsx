import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PwaLayer } from './app/pwa/PwaLayer.tsx';
import { LandingPage } from './features/site/index.ts';

/** A visitor's landing page on its own (see entry-choice.ts): its links are ordinary page loads into the app. */
export function renderLanding(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <PwaLayer />
      <LandingPage />
    </StrictMode>,
  );
}
