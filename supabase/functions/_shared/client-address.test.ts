import { describe, expect, it } from 'vitest';
import { clientAddress, connectionAddressOf } from './client-address.ts';

const headers = (forwarded?: string) => new Headers(forwarded ? { 'x-forwarded-for': forwarded } : {});

describe('clientAddress', () => {
  it('takes the entry the outermost trusted proxy added, whatever the client wrote before it', () => {
    expect(clientAddress(headers('203.0.113.7, 198.51.100.4'), 1, '10.0.0.2')).toBe('198.51.100.4');
    expect(clientAddress(headers(' 1.1.1.1 , 203.0.113.7 , 10.0.0.1'), 2)).toBe('203.0.113.7');
  });

  it('a rotated spoofed entry does not change the key', () => {
    const keys = ['1.1.1.1', '2.2.2.2', '3.3.3.3'].map((spoof) =>
      clientAddress(headers(`${spoof}, 198.51.100.4`), 1),
    );
    expect(new Set(keys)).toEqual(new Set(['198.51.100.4']));
  });

  it('uses the leftmost entry when fewer proxies than trusted added one', () => {
    expect(clientAddress(headers('198.51.100.4'), 2)).toBe('198.51.100.4');
  });

  it('ignores X-Forwarded-For with no trusted hops', () => {
    expect(clientAddress(headers('203.0.113.7'), 0, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('falls back to the connection address, then to "unknown"', () => {
    expect(clientAddress(headers(), 1, '10.0.0.2')).toBe('10.0.0.2');
    expect(clientAddress(headers(' , '), 1)).toBe('unknown');
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
