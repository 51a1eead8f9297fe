import { startLandingPwaLayer } from './app/pwa/landing-pwa-layer.ts';
import { LANDING_PAGE_ID } from './app/routes/entry-choice.ts';
import { startPrerenderedTestimonialWidget } from './lib/testimonial-widget.ts';

/**
 * A visitor's landing page (see entry-choice.ts). The build prerenders it into index.html
 * (scripts/vite/prerender-landing.ts), so all that runs here is what needs a script: the service worker, the
 * install banner, the offline notice and the testimonial widget. No React. The dev server serves index.html as
 * written, so there the page itself is drawn first, with React.
 */
export function startLanding(container: HTMLElement): void {
  const page = document.getElementById(LANDING_PAGE_ID);
  if (page) return startScripts(container, page);
  if (!import.meta.env.DEV) throw new Error('index.html has no prerendered landing page');
  void import('./landing-dev-render.tsx')
    .then(({ renderLandingPage }) => renderLandingPage(container))
    .then((page) => startScripts(container, page));
}

function startScripts(container: HTMLElement, page: HTMLElement): void {
  startLandingPwaLayer(container);
  startPrerenderedTestimonialWidget(page);
}
