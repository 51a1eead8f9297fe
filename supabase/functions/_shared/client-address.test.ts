import { describe, expect, it } from 'vitest';
import { clientAddress, connectionAddressOf } from './client-address.ts';

const headers = (forwarded?: string) => new Headers(forwarded ? { 'x-forwarded-for': forwarded } : {});

describe('clientAddress', () => {
  it('uses the first X-Forwarded-For address when the proxy is trusted', () => {
    expect(clientAddress(headers(' 203.0.113.7 , 10.0.0.1'), true, '10.0.0.2')).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For when the proxy is not trusted', () => {
    expect(clientAddress(headers('203.0.113.7'), false, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('falls back to the connection address, then to "unknown"', () => {
    expect(clientAddress(headers(), true, '10.0.0.2')).toBe('10.0.0.2');
    expect(clientAddress(headers(''), true)).toBe('unknown');
  });
});

describe('connectionAddressOf', () => {
  it('reads Deno and Node connection info, and nothing else', () => {
    expect(connectionAddressOf({ remoteAddr: { hostname: '192.0.2.1' } })).toBe('192.0.2.1');
    expect(connectionAddressOf({ incoming: { socket: { remoteAddress: '192.0.2.2' } } })).toBe('192.0.2.2');
    expect(connectionAddressOf(undefined)).toBeUndefined();
    expect(connectionAddressOf({})).toBeUndefined();
  });
});
