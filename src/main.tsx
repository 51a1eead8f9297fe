import { servesLandingAlone } from './app/routes/entry-choice.ts';
import { afterPrerenderedPaint, appContainer } from './app/ui/forms/prerendered-page.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

if (servesLandingAlone(window.location, localStorage, import.meta.env.VITE_PRODUCTION_HOST)) {
  // Its scripts load on their own, so the app's first visit never downloads them: the page is already drawn.
  void import('./landing-main.ts').then(({ startLanding }) => startLanding(container));
} else {
  // The whole app (router, data, every screen) loads only for those who need it; it replaces the prerendered
  // landing page, which index.html's first script has kept from showing, and takes over from the prerendered login
  // page once its own is drawn.
  void afterPrerenderedPaint()
    .then(() => import('./app-main.tsx'))
    .then(({ renderApp }) => renderApp(appContainer(container)));
}
