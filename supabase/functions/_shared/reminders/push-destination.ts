// The fetch every push request goes through: the endpoint is checked again when it is used, not only when it
// was stored (a row may predate today's rules, and a listed name may come to resolve somewhere inside).
import { isAllowedPushEndpoint, isLoopbackAllowance, type PushEndpointPolicy } from '../push-endpoint.ts';
import { isPublicAddress } from './ip-address.ts';

/** Every address a host name resolves to, as the system resolver (which fetch uses too) gives them. */
export type ResolveHost = (host: string) => Promise<string[]>;

/** Why a push request was not made; nothing went out. */
export class PushDestinationRefused extends Error {}

interface NodeDns {
  promises: {
    lookup(host: string, options: { all: true; verbatim: true }): Promise<Array<{ address: string }>>;
  };
}
interface Runtime {
  process?: { getBuiltinModule?(id: string): unknown };
  Deno?: { resolveDns?(host: string, type: 'A' | 'AAAA'): Promise<string[]> };
}

/**
 * The system resolver through `node:dns` (getaddrinfo, as fetch resolves, /etc/hosts included) in Node and in
 * Deno alike, reached through process.getBuiltinModule so that `deno check` needs no Node types; where a
 * runtime lacks it, Deno.resolveDns (DNS only). No answer at all refuses the push.
 */
export const resolveWithSystem: ResolveHost = async (host) => {
  const runtime = globalThis as Runtime;
  const dns = runtime.process?.getBuiltinModule?.('node:dns') as NodeDns | undefined;
  if (dns) {
    const entries = await dns.promises.lookup(host, { all: true, verbatim: true });
    return entries.map((entry) => entry.address);
  }
  const deno = runtime.Deno;
  if (!deno?.resolveDns) throw new Error('no resolver in this runtime');
  const answers = await Promise.allSettled([deno.resolveDns(host, 'A'), deno.resolveDns(host, 'AAAA')]);
  return answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
};

/**
 * A fetch for push requests only: the endpoint must pass the rule it was stored under, every address its host
 * resolves to must be public (the local allowance, http://127.0.0.1 on a permitted port, is the one exemption),
 * and a redirect is an error, never followed. Deno's fetch resolves the name again and cannot be pinned to
 * the address checked here; docs/reminders.md says what that leaves.
 */
export function pushDestinationFetch(
  policy: PushEndpointPolicy,
  resolve: ResolveHost = resolveWithSystem,
  fetchImpl: typeof fetch = fetch,
): typeof fetch {
  return async (input, init) => {
    const endpoint = input instanceof Request ? input.url : String(input);
    const host = URL.canParse(endpoint) ? new URL(endpoint).hostname : 'an unreadable address';
    if (!isAllowedPushEndpoint(endpoint, policy)) {
      throw new PushDestinationRefused(`push endpoint refused: ${host} is not a push service`);
    }
    if (!isLoopbackAllowance(endpoint, policy)) {
      const addresses = await resolve(host).catch(() => []);
      const inside = addresses.find((address) => !isPublicAddress(address));
      if (addresses.length === 0 || inside !== undefined) {
        throw new PushDestinationRefused(`push endpoint refused: ${host} resolves to ${inside ?? 'nothing'}`);
      }
    }
    return fetchImpl(input, { ...init, redirect: 'error' });
  };
}
