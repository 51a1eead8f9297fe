import { startInstallBanner } from './install-banner-dom.ts';
import { listenForInstallEvents } from './install-event.ts';
import { offlineNoticeElement } from './offline-notice-dom.ts';
import placement from './LandingInstallBanner.module.css';
import { registerServiceWorker } from './register-service-worker.ts';

/**
 * PwaLayer for the prerendered landing page, without React: the service worker, the install event, the offline
 * notice at the top of `container`, and the install banner at its end, kept in view at the bottom of the screen.
 */
export function startLandingPwaLayer(container: HTMLElement, win: Window = window): void {
  listenForInstallEvents(win);
  registerServiceWorker();
  const notice = offlineNoticeElement(win);
  container.prepend(notice);
  startInstallBanner(win, (banner) => {
    banner.classList.add(placement.landing ?? '');
    container.append(banner);
  });
}
