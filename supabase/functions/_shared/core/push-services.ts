// The public push services a browser subscribes on (docs/reminders.md): the one list the server's endpoint rule
// and Settings' device names both read.

/** A host (`*.` admits any name under it, never the bare name) and the browsers whose push service it is. */
export interface PushService {
  host: string;
  browsers: string;
}

export const PUSH_SERVICES: readonly PushService[] = Object.freeze([
  { host: 'fcm.googleapis.com', browsers: 'Chrome or Android' },
  { host: 'android.googleapis.com', browsers: 'Chrome or Android' }, // older (GCM) subscriptions
  { host: '*.push.services.mozilla.com', browsers: 'Firefox' }, // updates.push.services.mozilla.com
  { host: '*.push.apple.com', browsers: 'Safari' }, // web.push.apple.com
  { host: '*.notify.windows.com', browsers: 'Edge on Windows' }, // wns2-….notify.windows.com
]);

/** How many devices one person may subscribe (the database's trigger holds the same number). */
export const MAX_PUSH_DEVICES = 10;

export function hostMatches(host: string, pattern: string): boolean {
  return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
}

/** What Settings calls a device: its push service's browsers, else the endpoint's host. */
export function pushDeviceName(endpoint: string): string {
  const host = URL.canParse(endpoint) ? new URL(endpoint).hostname : endpoint;
  return PUSH_SERVICES.find((service) => hostMatches(host, service.host))?.browsers ?? host;
}
