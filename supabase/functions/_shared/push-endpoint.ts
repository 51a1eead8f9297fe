// Which push endpoints the server will ever send to: the reminders function posts to whatever address a
// subscription names, so an address that is not a push service must be refused when it is stored, and again
// before each send (reminders/push-destination.ts).
import { hostMatches, PUSH_SERVICES } from './core/push-services.ts';

/** What the server accepts: the push services' hosts (over https, port 443), and the local stack's allowance. */
export interface PushEndpointPolicy {
  /** More hosts than PUSH_SERVICES', of the same form (PUSH_ENDPOINT_HOSTS). */
  extraHosts: readonly string[];
  /**
   * Local stack only (PUSH_LOOPBACK): `http://127.0.0.1:<port>/…`, written so, on any port but these (the
   * stack's own: database, gateway with auth, functions, mailbox, app). Null in production.
   */
  loopback: { blockedPorts: readonly number[] } | null;
}

export const PRODUCTION_PUSH_POLICY: PushEndpointPolicy = Object.freeze({ extraHosts: [], loopback: null });

/**
 * A host name a setting may add: letters, digits and hyphens in two labels or more, the last one letters (so no
 * IP address), optionally under `*.`; never a name that is local by definition.
 */
export function isPushHostPattern(pattern: string): boolean {
  return isPublicName(pattern.startsWith('*.') ? pattern.slice(2) : pattern);
}

function isPublicName(name: string): boolean {
  if (!/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(name)) return false;
  return !/(?:^|\.)(?:localhost|local|internal|localdomain|home\.arpa)$/.test(name);
}

/**
 * The local allowance: an http endpoint written `http://127.0.0.1:<port>/…` (no other spelling of the address,
 * no default port), on a port that is not the stack's own.
 */
export function isLoopbackAllowance(endpoint: string, policy: PushEndpointPolicy): boolean {
  const match = /^http:\/\/127\.0\.0\.1:(\d{1,5})\//.exec(endpoint);
  if (!policy.loopback || !match) return false;
  const port = Number(match[1]);
  return port > 0 && port < 65536 && !policy.loopback.blockedPorts.includes(port);
}

/**
 * An https URL on a push service's host (no credentials, no port but 443, no trailing dot), or the local
 * allowance. URL parsing lowercases the host and decodes `%2e`, and writes decimal or hex IPv4 as dotted
 * quads, so none of those spellings can pass as a listed name.
 */
export function isAllowedPushEndpoint(endpoint: string, policy: PushEndpointPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (isLoopbackAllowance(endpoint, policy)) return url.host === `127.0.0.1:${url.port}`;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname;
  const hosts = [...PUSH_SERVICES.map((service) => service.host), ...policy.extraHosts];
  return isPublicName(host) && hosts.some((pattern) => hostMatches(host, pattern));
}
