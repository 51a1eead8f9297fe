import { SESSION_KEYS, STORAGE_KEYS } from './storage-keys.ts';

interface TikTokPixel {
  track(event: string, properties?: Record<string, unknown>, options?: { event_id?: string }): void;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    ttq?: TikTokPixel;
  }
}

/**
 * Signup tracking, at most once per browser session: a tag-manager `sign_up` event and the ad-platform
 * registration event de-duplicated by the server's eventId. Only tags already on the page are used;
 * nothing external is ever loaded.
 */
export function trackSignupOnce(eventId: string | undefined): void {
  if (sessionStorage.getItem(SESSION_KEYS.signupTracked)) return;
  sessionStorage.setItem(SESSION_KEYS.signupTracked, 'true');
  window.dataLayer?.push({ event: 'sign_up', method: 'email' });
  window.ttq?.track('CompleteRegistration', {}, eventId ? { event_id: eventId } : undefined);
}

/** The ad click id kept from a landing visit, sent with signup when present. */
export function storedTtclid(): string | undefined {
  return localStorage.getItem(STORAGE_KEYS.ttclid) ?? undefined;
}
