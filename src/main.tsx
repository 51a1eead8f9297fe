import { servesLandingAlone } from './app/routes/entry-choice.ts';
import './app/theme.css';
import { renderLanding } from './landing-main.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

if (servesLandingAlone(window.location, localStorage, import.meta.env.VITE_PRODUCTION_HOST)) {
  renderLanding(container);
} else {
  // The whole app (router, data, every screen) loads only for those who need it.
  void import('./app-main.tsx').then(({ renderApp }) => renderApp(container));
}
