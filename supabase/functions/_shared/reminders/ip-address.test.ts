import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './ip-address.ts';

describe('isPublicAddress', () => {
  it('takes addresses of the public internet', () => {
    for (const address of [
      '142.250.74.106',
      '17.253.144.10',
      '8.8.8.8',
      '2607:f8b0:4004:c1b::5f',
      '2a00:1450::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses loopback, private, shared, link-local, metadata, unspecified and mapped forms', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.127.255.255',
      '169.254.169.254',
      '169.254.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:8.8.8.8',
      '::127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd00:ec2::254',
      'ff02::1',
      '2001:db8::1',
      'not an address',
      '1.2.3',
      '256.1.1.1',
      '1::2::3',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('draws the ranges’ edges where they are', () => {
    expect(isPublicAddress('172.15.255.255')).toBe(true);
    expect(isPublicAddress('172.32.0.0')).toBe(true);
    expect(isPublicAddress('100.63.255.255')).toBe(true);
    expect(isPublicAddress('100.128.0.0')).toBe(true);
    expect(isPublicAddress('11.0.0.0')).toBe(true);
  });
});
