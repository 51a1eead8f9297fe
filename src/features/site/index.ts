import { lazyScreen } from '../../app/ui/lazy-screen.ts';

/** The public site (landing, legal pages, 404): the site feature's only public face. */
export { NotFoundScreen as NotFoundPage } from './components/NotFoundScreen.tsx';
export { SiteLinkContext, type RenderSiteLink } from './components/landing/site-link.tsx';

/**
 * The landing page's own module. A visitor's landing page is prerendered into index.html at build time (and drawn
 * in the browser only by the dev server), so inside the app it is a screen loaded on demand like the others: the
 * app's bundle for /login and the signed-in screens carries none of it.
 */
export const loadLandingPage = () => import('./components/LandingPage.tsx');
export const LandingPage = lazyScreen(loadLandingPage, 'LandingPage');

// The legal texts load only when a legal page is shown.
export const PrivacyPage = lazyScreen(() => import('./components/LegalPages.tsx'), 'PrivacyPage');
export const TermsPage = lazyScreen(() => import('./components/LegalPages.tsx'), 'TermsPage');
