// The send-time check against real HTTP servers on loopback; only the name resolution is given, so that a
// listed push host can be made to resolve anywhere.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushEndpointPolicy } from '../push-endpoint.ts';
import {
  PushDestinationRefused,
  pushDestinationFetch,
  resolveWithSystem,
  type ResolveHost,
} from './push-destination.ts';

interface Listening {
  port: number;
  hits: string[];
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A server on 127.0.0.1 that answers every request with `status` (and `location`), recording each path. */
async function listen(status: number, location?: string): Promise<Listening> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.writeHead(status, location ? { Location: location } : {}).end();
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { port: (server.address() as AddressInfo).port, hits };
}

const resolvesTo =
  (...addresses: string[]): ResolveHost =>
  () =>
    Promise.resolve(addresses);
const production = (extraHosts: string[] = []): PushEndpointPolicy => ({ extraHosts, loopback: null });
const local = (blockedPorts: number[] = []): PushEndpointPolicy => ({
  extraHosts: [],
  loopback: { blockedPorts },
});

describe('pushDestinationFetch', () => {
  it('refuses a listed push host that resolves to loopback, link-local or a private address', async () => {
    const sent: string[] = [];
    const recording: typeof fetch = (input) => {
      sent.push(String(input));
      return Promise.resolve(new Response(null, { status: 201 }));
    };
    for (const inside of [
      ['127.0.0.1'],
      ['169.254.169.254'],
      ['10.0.0.8'],
      ['::1'],
      ['8.8.8.8', '::ffff:127.0.0.1'],
    ]) {
      const guarded = pushDestinationFetch(production(), resolvesTo(...inside), recording);
      await expect(
        guarded('https://fcm.googleapis.com/fcm/send/abc', { method: 'POST' }),
      ).rejects.toBeInstanceOf(PushDestinationRefused);
    }
    expect(sent).toEqual([]);
  });

  it('refuses a name that resolves to nothing', async () => {
    const guarded = pushDestinationFetch(production(), () => Promise.reject(new Error('ENOTFOUND')));
    await expect(guarded('https://fcm.googleapis.com/fcm/send/abc')).rejects.toBeInstanceOf(
      PushDestinationRefused,
    );
  });

  it('sends to a listed host whose every address is public', async () => {
    const sent: Array<RequestInit | undefined> = [];
    const recording: typeof fetch = (_input, init) => {
      sent.push(init);
      return Promise.resolve(new Response(null, { status: 201 }));
    };
    const guarded = pushDestinationFetch(
      production(),
      resolvesTo('142.250.74.106', '2a00:1450::1'),
      recording,
    );
    const response = await guarded('https://fcm.googleapis.com/fcm/send/abc', {
      method: 'POST',
      redirect: 'follow',
    });
    expect(response.status).toBe(201);
    expect(sent).toEqual([{ method: 'POST', redirect: 'error' }]);
  });

  it('refuses an endpoint stored under older rules before resolving it', async () => {
    const asked: string[] = [];
    const resolve: ResolveHost = (host) => {
      asked.push(host);
      return Promise.resolve(['142.250.74.106']);
    };
    const guarded = pushDestinationFetch(production(), resolve);
    for (const endpoint of ['https://localhost./x', 'https://127.0.0.1.nip.io/x', 'http://2130706433/']) {
      await expect(guarded(endpoint), endpoint).rejects.toBeInstanceOf(PushDestinationRefused);
    }
    expect(asked).toEqual([]);
  });

  it('on the local stack, sends to 127.0.0.1 on an allowed port and never on the stack’s own', async () => {
    const standIn = await listen(201);
    const own = await listen(200);
    const guarded = pushDestinationFetch(local([own.port]), resolvesTo('127.0.0.1'));
    expect((await guarded(`http://127.0.0.1:${standIn.port}/notify/abc`, { method: 'POST' })).status).toBe(
      201,
    );
    await expect(
      guarded(`http://127.0.0.1:${own.port}/auth/v1/admin/users`, { method: 'POST' }),
    ).rejects.toBeInstanceOf(PushDestinationRefused);
    expect(standIn.hits).toEqual(['/notify/abc']);
    expect(own.hits).toEqual([]);
  });

  it('does not follow a redirect, even one the caller would follow', async () => {
    const target = await listen(201);
    const redirecting = await listen(307, `http://127.0.0.1:${target.port}/inside`);
    const guarded = pushDestinationFetch(local(), resolvesTo('127.0.0.1'));
    await expect(
      guarded(`http://127.0.0.1:${redirecting.port}/notify/abc`, { method: 'POST', redirect: 'follow' }),
    ).rejects.toThrow();
    expect(redirecting.hits).toEqual(['/notify/abc']);
    expect(target.hits).toEqual([]);
  });

  it('resolves as fetch does, the hosts file included, so a name set to loopback there is seen as such', async () => {
    expect(await resolveWithSystem('localhost')).toContain('127.0.0.1');
  });
});
