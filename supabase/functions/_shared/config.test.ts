import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

const complete: Record<string, string> = {
  SUPABASE_URL: 'http://127.0.0.1:54321/',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_DB_URL: 'postgres://postgres:postgres@127.0.0.1:54322/postgres',
  APP_ORIGIN: 'http://127.0.0.1:5173/',
  ACCESS_CODE: 'halfwise-beta',
};
const from = (env: Record<string, string>) => readConfig((name) => env[name]);

describe('readConfig', () => {
  it('applies defaults and normalises URLs', () => {
    const config = from(complete);
    expect(config.supabaseUrl).toBe('http://127.0.0.1:54321');
    expect(config.appOrigin).toBe('http://127.0.0.1:5173');
    expect(config.dbPoolMax).toBe(10);
    expect(config.dbTimeouts).toEqual({ connectSeconds: 2, statementMs: 2000, callMs: 2500 });
    expect(config.trustedProxyHops).toBe(1);
    expect(config.rateLimit).toEqual({
      perAddress: 10,
      perClient: 30,
      windowSeconds: 600,
      perEndpointPerMinute: 600,
    });
    expect(config.loginThrottle).toEqual({ freeFailures: 5, delaySeconds: 30, maxDelaySeconds: 900 });
    expect(config.stripe).toEqual({});
  });

  it('reads overrides and treats empty Stripe values as unset', () => {
    const config = from({
      ...complete,
      DB_POOL_MAX: '1',
      TRUSTED_PROXY_HOPS: '0',
      DB_STATEMENT_TIMEOUT_MS: '250',
      RATE_LIMIT_PER_ADDRESS: '3',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(config.dbPoolMax).toBe(1);
    expect(config.trustedProxyHops).toBe(0);
    expect(config.dbTimeouts.statementMs).toBe(250);
    expect(config.rateLimit.perAddress).toBe(3);
    expect(config.stripe).toEqual({ webhookSecret: 'whsec_1' });
  });

  it('names every missing variable', () => {
    const { ACCESS_CODE: _code, SUPABASE_DB_URL: _db, ...rest } = complete;
    expect(() => from(rest)).toThrow(/SUPABASE_DB_URL is required.*ACCESS_CODE is required/);
  });

  it('rejects malformed values with the variable name', () => {
    expect(() => from({ ...complete, SUPABASE_URL: 'not a url' })).toThrow(/SUPABASE_URL must be a URL/);
    expect(() => from({ ...complete, DB_POOL_MAX: 'ten' })).toThrow(/DB_POOL_MAX must be a whole number/);
    expect(() => from({ ...complete, TRUSTED_PROXY_HOPS: 'one' })).toThrow(
      /TRUSTED_PROXY_HOPS must be a whole number/,
    );
    expect(() => from({ ...complete, DB_STATEMENT_TIMEOUT_MS: '0' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
  });

  it('reads which push endpoints are allowed: none but the push services unless set', () => {
    expect(from(complete).push.endpoints).toEqual({ extraHosts: [], loopback: null });
    const local = from({
      ...complete,
      PUSH_ENDPOINT_HOSTS: 'Push.Example.net, *.push.example.org',
      PUSH_LOOPBACK: 'true',
      PUSH_LOOPBACK_BLOCKED_PORTS: '54321,54322',
    });
    expect(local.push.endpoints).toEqual({
      extraHosts: ['push.example.net', '*.push.example.org'],
      loopback: { blockedPorts: [54321, 54322] },
    });
  });

  it('refuses an address or a local name among the push hosts', () => {
    for (const hosts of ['127.0.0.1', 'localhost', 'metadata.google.internal', 'instance-data']) {
      expect(() => from({ ...complete, PUSH_ENDPOINT_HOSTS: hosts }), hosts).toThrow(
        /PUSH_ENDPOINT_HOSTS must/,
      );
    }
    expect(() => from({ ...complete, PUSH_LOOPBACK: 'yes' })).toThrow(/PUSH_LOOPBACK must be true or false/);
  });

  it('reads the VAPID subject: mailto: of the operator (the support address unless set), or an https page', () => {
    expect(from(complete).push.subject).toBe('mailto:support@halfwise.app');
    expect(from({ ...complete, VAPID_SUBJECT: 'mailto:push@budget.example.com' }).push.subject).toBe(
      'mailto:push@budget.example.com',
    );
    expect(from({ ...complete, VAPID_SUBJECT: 'https://budget.example.com/contact' }).push.subject).toBe(
      'https://budget.example.com/contact',
    );
    for (const subject of [
      'push@budget.example.com',
      'mailto:',
      'mailto:nobody',
      'http://budget.example.com',
    ]) {
      expect(() => from({ ...complete, VAPID_SUBJECT: subject }), subject).toThrow(
        /VAPID_SUBJECT must be mailto:/,
      );
    }
  });
});
