import { PRODUCT_NAME } from '@halfwise/core/product.ts';
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

/** §9: what the ad platform is told a trial start is worth. */
export const SUBSCRIBE_EVENT = {
  value: 4.99,
  currency: 'USD',
  contentId: `${PRODUCT_NAME}_trial`,
} as const;

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

/** Keeps the server's id of the subscribe conversion, so the pixel event can be de-duplicated with it. */
export function rememberSubscribeEventId(eventId: string | undefined): void {
  if (eventId) sessionStorage.setItem(SESSION_KEYS.subscribeEventId, eventId);
}

/**
 * The trial start, on the first view of /success in a session (§2.7): the ad platform's Subscribe event
 * with the stored event id, and a tag-manager `sign_up` when the user has an email. Tags already on the
 * page only.
 */
export function trackSubscribeOnce(email: string | null): void {
  if (sessionStorage.getItem(SESSION_KEYS.subscribeTracked)) return;
  sessionStorage.setItem(SESSION_KEYS.subscribeTracked, 'true');
  const eventId = sessionStorage.getItem(SESSION_KEYS.subscribeEventId);
  window.ttq?.track(
    'Subscribe',
    {
      value: SUBSCRIBE_EVENT.value,
      currency: SUBSCRIBE_EVENT.currency,
      content_id: SUBSCRIBE_EVENT.contentId,
    },
    eventId ? { event_id: eventId } : undefined,
  );
  if (email) window.dataLayer?.push({ event: 'sign_up', method: 'email' });
}

/** The ad click id kept from a landing visit, sent with signup when present. */
export function storedTtclid(): string | undefined {
  return localStorage.getItem(STORAGE_KEYS.ttclid) ?? undefined;
}

/** Keeps the ad click id of the address's `ttclid` parameter, when there is one. */
export function rememberTtclid(search: string): void {
  const ttclid = new URLSearchParams(search).get('ttclid');
  if (ttclid) localStorage.setItem(STORAGE_KEYS.ttclid, ttclid);
}
