import { servesLandingAlone } from './app/routes/entry-choice.ts';
import { startLanding } from './landing-main.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

if (servesLandingAlone(window.location, localStorage, import.meta.env.VITE_PRODUCTION_HOST)) {
  startLanding(container);
} else {
  // The whole app (router, data, every screen) loads only for those who need it; it replaces the prerendered
  // landing page, which index.html's first script has kept from showing.
  void import('./app-main.tsx').then(({ renderApp }) => {
    container.replaceChildren();
    renderApp(container);
  });
}
