/**
 * Registers the Workbox service worker in production builds (vite-plugin-pwa, registerType 'autoUpdate': a new
 * deployment's worker takes over and the page reloads once). An installed app can stay open for days, so it
 * also asks for a new worker whenever it comes back to the foreground.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) =>
    registerSW({
      immediate: true,
      onRegisteredSW(_url, registration) {
        if (!registration) return;
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible' && navigator.onLine) void registration.update();
        });
      },
      onRegisterError(error: unknown) {
        console.warn('Service worker registration failed', error);
      },
    }),
  );
}
