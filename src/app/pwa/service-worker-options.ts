import type { VitePWAOptions } from 'vite-plugin-pwa';
// By path, not `@halfwise/core/`: vite.config.ts imports this file, and Vite bundles its config without aliases.
import { PRODUCT_NAME } from '../../../supabase/functions/_shared/core/product.ts';
import { APP_ICONS, webManifest, type BrandColours } from './web-manifest.ts';

/** The script the generated worker imports for push reminders (public/push-sw.js). */
export const PUSH_WORKER_SCRIPT = '/push-sw.js';

/** Account-and-billing §9: the service worker's cache is named `{product}-v1`. */
export const CACHE_ID = `${PRODUCT_NAME}-v1`;

/**
 * Navigations that must reach the network, never the cached app shell: the API, Supabase Auth and functions,
 * and any file with an extension (robots.txt, the icons) so a direct visit gets the file itself.
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/api\//,
  /^\/auth\//,
  /^\/functions\//,
  /\/[^/]+\.[^/]+$/,
];

/**
 * vite-plugin-pwa (Workbox generateSW): the app shell (index.html, every script and stylesheet, the manifest
 * and icons) is precached and served cache-first; SPA routes fall back to index.html; nothing else is cached,
 * so /api answers always come from the network. A new deployment's worker takes over at once and the page
 * reloads (registerType 'autoUpdate'); old precaches are deleted.
 */
export function serviceWorkerOptions(colours: BrandColours): Partial<VitePWAOptions> {
  return {
    registerType: 'autoUpdate',
    injectRegister: false,
    manifest: webManifest(colours),
    includeAssets: ['favicon.svg', APP_ICONS.appleTouch],
    devOptions: { enabled: false },
    workbox: {
      cacheId: CACHE_ID,
      // vite-plugin-pwa adds manifest.webmanifest itself.
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [...NAVIGATION_DENYLIST],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [],
      // Push reminders: the notification and what tapping it opens (public/push-sw.js).
      importScripts: [PUSH_WORKER_SCRIPT],
    },
  };
}
