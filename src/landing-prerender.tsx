import './app/theme.css';
import { renderToStaticMarkup } from 'react-dom/server';
import { loadLandingPage } from './features/site/index.ts';

/** Build time only (scripts/vite/prerender-landing.ts): the landing page's HTML, with no script to hydrate it. */
export async function renderLandingHtml(): Promise<string> {
  const { LandingPage } = await loadLandingPage();
  return renderToStaticMarkup(<LandingPage />);
}
