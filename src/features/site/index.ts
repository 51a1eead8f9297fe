import { lazyScreen } from '../../app/ui/lazy-screen.ts';

/** The public site (landing, legal pages, 404): the site feature's only public face. */
export { LandingPage } from './components/LandingPage.tsx';
export { NotFoundPage } from './components/NotFoundPage.tsx';
export { SiteLinkContext, type RenderSiteLink } from './components/landing/site-link.tsx';

// The landing page runs from this module on its own, so the legal texts load only when a legal page is shown.
export const PrivacyPage = lazyScreen(() => import('./components/LegalPages.tsx'), 'PrivacyPage');
export const TermsPage = lazyScreen(() => import('./components/LegalPages.tsx'), 'TermsPage');
