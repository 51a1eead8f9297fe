// Which push endpoints the server will ever send to: the reminders function posts to whatever address a
// subscription names, so an address that is not a push service must be refused when it is stored.

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * An https URL on a named host (no IP address, no localhost, no port other than 443), or any http(s) URL on a
 * host that PUSH_ENDPOINT_HOSTS allows (the local stack allows 127.0.0.1 for its push-service stand-in).
 */
export function isAllowedPushEndpoint(endpoint: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (allowedHosts.includes(host)) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return host.includes('.') && !IPV4.test(host) && !host.startsWith('[') && !host.endsWith('localhost');
}
